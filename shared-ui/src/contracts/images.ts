/**
 * The widths the server keeps of every uploaded image, and the name of each variant: the
 * server writes them, the pages pick one (by `srcset`, or the thumbnail for a picture shown
 * no larger than 80 px: a cover in a list, an avatar).
 */
export const IMAGE_WIDTHS = { full: 1280, small: 480, thumb: 160 } as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[keyof typeof IMAGE_WIDTHS];

/** Every width kept of an uploaded image, largest first. */
export const STORED_IMAGE_WIDTHS: readonly ImageWidth[] = [
  IMAGE_WIDTHS.full,
  IMAGE_WIDTHS.small,
  IMAGE_WIDTHS.thumb,
];

/** The variant of a stored image at a width: `abc.webp` → `abc-w480.webp`; the full width is the name itself. */
export const variantName = (name: string, width: number) =>
  width === IMAGE_WIDTHS.full ? name : name.replace(/\.webp$/, `-w${width}.webp`);

/** Stored names: random, URL-safe, with a known extension (an image's variants carry their width). */
export const STORED_NAME =
  /^[A-Za-z0-9_-]{16,64}(?:-w\d{2,4})?\.(webp|jpg|png|gif|mp4|webm|mov|mp3|m4a|svg)$/;

/**
 * The random part of a stored name, the same for an image and each of its variants
 * (`abc-w480.webp` → `abc`); null for a name that is no stored name.
 */
export const storedStem = (name: string): string | null =>
  STORED_NAME.test(name) ? name.replace(/(?:-w\d{2,4})?\.[a-z0-9]+$/, '') : null;

/** The address of a stored image at a width: `<base>/<folder>/abc-w480.webp`. */
export const imageAddress = (base: string, folder: string, name: string, width: ImageWidth) =>
  `${base}/${folder}/${encodeURIComponent(variantName(name, width))}`;

/** The card widths of an image, as a `srcset`: `<base>/<folder>/abc-w480.webp 480w, <base>/<folder>/abc.webp 1280w`. */
export const imageSrcSet = (base: string, folder: string, name: string) =>
  [IMAGE_WIDTHS.small, IMAGE_WIDTHS.full]
    .map((width) => `${imageAddress(base, folder, name, width)} ${width}w`)
    .join(', ');

/**
 * The picture a page shows largest when it opens (its largest contentful paint), named by one of
 * the page's first reads: the server reads that answer and preloads the picture with the page, so
 * it downloads while the app starts instead of after the cards have rendered.
 */
export interface FirstImage {
  /** The first read (its index among the route's first reads) whose answer names the picture. */
  read: number;
  /** Where in that answer, as a dot path: `products.0.image_1`. */
  field: string;
  /** The folder under the API base the picture is served from: `shop/uploads`. */
  folder: string;
  /** The `sizes` of the page's `<img>`, whose `srcset` is `imageSrcSet` of the picture. */
  sizes: string;
}

/**
 * The widths the server keeps of every uploaded image, and the name of each variant: the
 * server writes them, the pages pick one with `srcset`.
 */
export const IMAGE_WIDTHS = { full: 1280, small: 480 } as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[keyof typeof IMAGE_WIDTHS];

/** The variant of a stored image at a width: `abc.webp` → `abc-w480.webp`; the full width is the name itself. */
export const variantName = (name: string, width: number) =>
  width === IMAGE_WIDTHS.full ? name : name.replace(/\.webp$/, `-w${width}.webp`);

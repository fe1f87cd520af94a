/**
 * Web-sized images: every uploaded image is re-encoded as WebP (which drops
 * its metadata, GPS position included), turned upright, and kept in two
 * widths: the full one (at most 1280px) and a 480px one for lists on phones.
 */
import sharp from 'sharp';
import { UploadError } from './upload-error.ts';

export const IMAGE_WIDTHS = { full: 1280, small: 480 } as const;

/** The variant of a stored image at a width: `abc.webp` → `abc-w480.webp`. */
export const variantName = (name: string, width: number) => name.replace(/\.webp$/, `-w${width}.webp`);

export interface EncodedImage {
  full: Buffer;
  small: Buffer;
}

export async function encodeImage(input: string | Buffer, label: string): Promise<EncodedImage> {
  try {
    const source = sharp(input, { animated: true, limitInputPixels: 50_000_000 }).rotate();
    const encode = (width: number) =>
      source
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
    const [full, small] = await Promise.all([encode(IMAGE_WIDTHS.full), encode(IMAGE_WIDTHS.small)]);
    return { full, small };
  } catch {
    throw new UploadError(415, `${label} could not be read as an image.`);
  }
}

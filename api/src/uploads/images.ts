/**
 * Web-sized images: every uploaded image is re-encoded as WebP (which drops
 * its metadata, GPS position included), turned upright, and kept in two
 * widths: the full one (at most 1280px) and a 480px one for lists on phones.
 */
import sharp from 'sharp';
import { UploadError } from './upload-error.ts';

import { IMAGE_WIDTHS } from 'shared-ui/contracts';

export { IMAGE_WIDTHS, variantName } from 'shared-ui/contracts';

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

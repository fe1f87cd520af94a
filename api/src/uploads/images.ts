/**
 * Web-sized images: every uploaded image is re-encoded as WebP (which drops
 * its metadata, GPS position included), turned upright, and kept in each of the
 * stored widths (shared-ui/contracts): the full one (at most 1280px), a 480px one
 * for lists on phones and a 160px thumbnail for covers and avatars.
 */
import sharp from 'sharp';
import type { MediaKind } from './media-kinds.ts';
import type { MediaStorage } from './storage.ts';
import { UploadError } from './upload-error.ts';

import { STORED_IMAGE_WIDTHS, variantName, type ImageWidth } from 'shared-ui/contracts';
import { messages } from '../messages.ts';

export { IMAGE_WIDTHS, STORED_IMAGE_WIDTHS, variantName } from 'shared-ui/contracts';

/** An image encoded at some of the stored widths. */
export type EncodedImage = ReadonlyArray<{ width: ImageWidth; bytes: Buffer }>;

/** Encodes an image at `widths` (every stored width unless told); a file that is no image is a 415. */
export async function encodeImage(
  input: string | Buffer,
  label: string,
  widths: readonly ImageWidth[] = STORED_IMAGE_WIDTHS,
): Promise<EncodedImage> {
  try {
    const source = sharp(input, { animated: true, limitInputPixels: 50_000_000 }).rotate();
    const encode = (width: ImageWidth) =>
      source
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer()
        .then((bytes) => ({ width, bytes }));
    return await Promise.all(widths.map(encode));
  } catch {
    throw new UploadError(415, messages.uploads.notAnImage(label));
  }
}

/** Whether a stored name is an image's own (full-width) name, of which variants are kept. */
export const isImageName = (name: string) => name.endsWith('.webp') && !/-w\d+\.webp$/.test(name);

/** Every file kept for a stored name: an image's name and its variants, or the file alone. */
export const storedFileNames = (name: string): string[] =>
  isImageName(name) ? STORED_IMAGE_WIDTHS.map((width) => variantName(name, width)) : [name];

/**
 * Writes each width of an encoded image under its variant of `name`; returns the names
 * written. If one write fails, those already written are removed again.
 */
export async function writeImage(
  storage: MediaStorage,
  kind: MediaKind,
  name: string,
  encoded: EncodedImage,
): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const { width, bytes } of encoded) {
      const file = variantName(name, width);
      await storage.write(kind, file, bytes);
      written.push(file);
    }
    return written;
  } catch (error) {
    await Promise.all(written.map((file) => storage.remove(kind, file)));
    throw error;
  }
}

/** Removes a stored file and every variant kept with it. */
export async function removeStoredFile(storage: MediaStorage, kind: MediaKind, name: string): Promise<void> {
  await Promise.all(storedFileNames(name).map((file) => storage.remove(kind, file)));
}

/**
 * Images stored before a width was added to those kept (shared-ui/contracts) lack its variant:
 * it is made from the full-width image once, when the server starts, so every stored image
 * comes in every width the pages ask for.
 */
import type { FastifyBaseLogger } from 'fastify';
import { encodeImage, isImageName, STORED_IMAGE_WIDTHS, variantName, writeImage } from './images.ts';
import { MEDIA_KIND_NAMES } from './media-kinds.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Writes each missing variant of each stored image (a name `isImageName` knows, in whichever
 * kind of media it is kept); returns how many images had one missing.
 */
export async function addMissingVariants(storage: MediaStorage, log?: FastifyBaseLogger): Promise<number> {
  let completed = 0;
  for (const kind of MEDIA_KIND_NAMES) {
    const files = new Set(await storage.list(kind));
    for (const name of files) {
      if (!isImageName(name)) continue;
      const missing = STORED_IMAGE_WIDTHS.filter((width) => !files.has(variantName(name, width)));
      if (missing.length === 0) continue;
      try {
        const encoded = await encodeImage(await storage.read(kind, name), name, missing);
        const written = await writeImage(storage, kind, name, encoded);
        // The image was deleted while its widths were made: they go with it.
        if (!(await storage.stat(kind, name))) {
          await Promise.all(written.map((file) => storage.remove(kind, file)));
          continue;
        }
        completed += 1;
      } catch (error) {
        // Removed meanwhile, or not readable: its page shows the missing picture as before.
        log?.warn({ err: error, kind, name }, 'could not add the missing widths of a stored image');
      }
    }
  }
  return completed;
}

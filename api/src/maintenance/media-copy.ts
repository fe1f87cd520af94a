/**
 * `npm run media:copy -- --to s3`: copies the media of DATA_DIR/uploads into the bucket
 * S3_BUCKET names, under the same `<kind>/<name>` keys the server reads (uploads/s3-storage.ts),
 * so a site can move from the local disk to a bucket. A file whose object is already there
 * with the same size is skipped (stored names are random and never reused, so same name and
 * size is the same file): a second run, or one after an interruption, copies only what is
 * missing. Nothing local is deleted.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KIND_NAMES, type MediaKind } from '../uploads/media-kinds.ts';
import type { S3MediaStorage } from '../uploads/s3-storage.ts';

export interface CopyCounts {
  /** Files copied into the bucket, and their bytes. */
  copied: number;
  bytes: number;
  /** Files whose object was already there with the same size. */
  skipped: number;
}

/** Files copied at once: enough to hide each request's round trip, few enough for a small machine. */
const AT_ONCE = 4;

/** Every file kept for a kind under `uploadsDir`: its stored files, never an upload in progress. */
async function filesOf(uploadsDir: string, kind: MediaKind): Promise<string[]> {
  const folder = path.join(uploadsDir, kind);
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Copies every stored file of `uploadsDir` into the bucket; `progress` hears of each copy. */
export async function copyUploadsToBucket(
  uploadsDir: string,
  bucket: S3MediaStorage,
  progress?: (kind: MediaKind, name: string) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, bytes: 0, skipped: 0 };
  const work: { kind: MediaKind; name: string }[] = [];
  for (const kind of MEDIA_KIND_NAMES)
    for (const name of await filesOf(uploadsDir, kind)) work.push({ kind, name });

  const copyOne = async ({ kind, name }: { kind: MediaKind; name: string }) => {
    const file = path.join(uploadsDir, kind, name);
    const { size } = await stat(file);
    if ((await bucket.stat(kind, name))?.size === size) {
      counts.skipped += 1;
      return;
    }
    await bucket.putFile(kind, name, file);
    counts.copied += 1;
    counts.bytes += size;
    progress?.(kind, name);
  };
  const next = async (): Promise<void> => {
    for (let item = work.shift(); item; item = work.shift()) await copyOne(item);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
  return counts;
}

/**
 * Moves checked temp files into the media store under random names: images
 * re-encoded (see images.ts), videos and songs as they are. If anything fails,
 * whatever was already stored is removed again: nothing half-done remains.
 */
import { rm } from 'node:fs/promises';
import { encodeImage, writeImage } from './images.ts';
import type { MediaKind } from './media-kinds.ts';
import type { TempFile } from './multipart.ts';
import { randomStem, type MediaStorage } from './storage.ts';

export interface StoredFile {
  kind: MediaKind;
  /** The stored name (the value kept in the database). */
  name: string;
  /** Every file written for it (the name and its variants). */
  written: string[];
}

async function storeOne(storage: MediaStorage, file: TempFile): Promise<StoredFile> {
  const { kind } = file.rule;
  const stem = randomStem();
  if (file.rule.accept !== 'image') {
    const name = `${stem}.${file.ext}`;
    await storage.commit(kind, file.path, name);
    return { kind, name, written: [name] };
  }
  const name = `${stem}.webp`;
  const written = await writeImage(storage, kind, name, await encodeImage(file.path, file.rule.label()));
  await rm(file.path, { force: true });
  return { kind, name, written };
}

/** Removes stored files (and their variants). */
export async function removeStored(storage: MediaStorage, stored: StoredFile[]): Promise<void> {
  await Promise.all(stored.flatMap((file) => file.written.map((name) => storage.remove(file.kind, name))));
}

/** Stores every file; on failure, removes those already stored and rethrows. */
export async function storeAll(
  storage: MediaStorage,
  files: Record<string, TempFile>,
): Promise<Record<string, StoredFile>> {
  const stored: Record<string, StoredFile> = {};
  try {
    for (const [field, file] of Object.entries(files)) stored[field] = await storeOne(storage, file);
    return stored;
  } catch (error) {
    await removeStored(storage, Object.values(stored));
    throw error;
  }
}

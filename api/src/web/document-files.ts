/**
 * The shell's documents as the server sends them, read from disk once per version of the file
 * instead of on every request, and their low-data copies (every `srcset` without its widest
 * candidates) made once per version instead of rewritten on every request. A copy is kept by
 * the file's path and variant while the file's modification time and size stay the same: a
 * redeploy that replaces a document is read at the next request. Documents are a few kB and a
 * build has a few per language, so the bound is generous; beyond it the least used go first.
 */
import { readFile, stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { lowDataDocument } from 'shared-ui/contracts';

/** The most the kept copies may hold, in characters. */
const MAX_KEPT = 4 * 1024 * 1024;

interface Kept {
  mtimeMs: number;
  size: number;
  html: string;
}

/** A reader of documents: `read(file, { lowData })` is the document at `file`, for low-data mode when asked. */
export function documentFiles(maxKept = MAX_KEPT) {
  const kept = new LRUCache<string, Kept>({
    maxSize: maxKept,
    sizeCalculation: (copy) => Math.max(1, copy.html.length),
  });
  return async (file: string, { lowData }: { lowData: boolean }): Promise<string> => {
    const { mtimeMs, size } = await stat(file);
    const key = `${lowData ? 'low-data' : 'full'}\n${file}`;
    const copy = kept.get(key);
    if (copy?.mtimeMs === mtimeMs && copy.size === size) return copy.html;
    const content = await readFile(file, 'utf8');
    const html = lowData ? lowDataDocument(content) : content;
    kept.set(key, { mtimeMs, size, html });
    return html;
  };
}

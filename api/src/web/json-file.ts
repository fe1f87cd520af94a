import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The modification time of a build's files (undefined for a missing one), looked at again at
 * most every `recheckMs` milliseconds (0: every time). Every page asks for several: looking at
 * the disk once a second instead of each time keeps a flood of requests from being a flood of
 * file-system calls, and a redeployed app is still picked up within the second.
 */
export function modificationTimes(recheckMs: number) {
  const seen = new Map<string, { at: number; mtimeMs: number | undefined }>();
  return (file: string): number | undefined => {
    const now = performance.now();
    const known = seen.get(file);
    if (known && now - known.at < recheckMs) return known.mtimeMs;
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    seen.set(file, { at: now, mtimeMs });
    return mtimeMs;
  };
}

/**
 * A reader of a build's JSON file that reads it again only when its modification time (as
 * `mtimeOf` gives it) changes, so a redeployed app is picked up without a restart. `parse`
 * answers undefined for a value it refuses; so does the reader for a missing or broken file.
 */
export function cachedJsonFile<T>(
  mtimeOf: (file: string) => number | undefined,
  parse: (value: unknown) => T | undefined,
  onInvalid?: (file: string) => void,
) {
  const cache = new Map<string, { mtimeMs: number; value: T | undefined }>();
  return async (file: string): Promise<T | undefined> => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === undefined) return undefined;
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: T | undefined;
    try {
      value = parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      value = undefined;
    }
    if (value === undefined) onInvalid?.(file);
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** The value of one of the API's JSON answers (undefined when there is none, or it is no JSON). */
export function parsedJson(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

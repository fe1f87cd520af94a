import { readFile, stat } from 'node:fs/promises';

/**
 * A reader of a build's JSON file that reads it again only when its modification time changes,
 * so a redeployed app is picked up without a restart. `parse` answers undefined for a value it
 * refuses; so does the reader for a missing or broken file.
 */
export function cachedJsonFile<T>(
  parse: (value: unknown) => T | undefined,
  onInvalid?: (file: string) => void,
) {
  const cache = new Map<string, { mtimeMs: number; value: T | undefined }>();
  return async (file: string): Promise<T | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const cached = cache.get(file);
    if (cached?.mtimeMs === info.mtimeMs) return cached.value;
    let value: T | undefined;
    try {
      value = parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      value = undefined;
    }
    if (value === undefined) onInvalid?.(file);
    cache.set(file, { mtimeMs: info.mtimeMs, value });
    return value;
  };
}

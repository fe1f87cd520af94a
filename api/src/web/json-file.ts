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

/** The value of one of the API's JSON answers (undefined when there is none, or it is no JSON). */
export function parsedJson(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

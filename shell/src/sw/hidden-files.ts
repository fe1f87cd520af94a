/**
 * Stored files (pictures, songs, videos) the moderators hid answer 410 Gone, for good until a
 * moderator shows them again: the service worker then keeps no copy of them in any of its
 * caches, every width of a picture included, so it never answers with one.
 */
import { storedStem } from 'shared-ui/contracts';

/** The stored file an address names, by its stem (the same for every width), or null. */
function stemOf(address: string): string | null {
  const name = address.split(/[?#]/, 1)[0]!.split('/').at(-1) ?? '';
  try {
    return storedStem(decodeURIComponent(name));
  } catch {
    return null;
  }
}

/** Deletes every copy, in every cache the worker keeps, of the stored files with these stems. */
export async function forgetFiles(stems: ReadonlySet<string>): Promise<void> {
  if (stems.size === 0) return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const stem = stemOf(request.url);
      if (stem !== null && stems.has(stem)) await cache.delete(request);
    }
  }
}

/** The stems of the stored files an answer names (as names or addresses), anywhere in it. */
function stemsIn(value: unknown, stems = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const stem = stemOf(value);
    if (stem !== null) stems.add(stem);
  } else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) stemsIn(inner, stems);
  }
  return stems;
}

/** Deletes every copy the worker keeps of the files a removed item's answer named. */
export const forgetFilesOf = (answer: unknown): Promise<void> => forgetFiles(stemsIn(answer));

/** A plugin for the strategies that keep files: a file answering 410 is forgotten everywhere. */
export const forgetGoneFile = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    const stem = response.status === 410 ? stemOf(request.url) : null;
    if (stem !== null) await forgetFiles(new Set([stem]));
    return response;
  },
};

import { useMemo, useSyncExternalStore } from 'react';
import { useBeforeHydration } from 'shared-ui';

/** Tells every reader of the liked ids on this page that they changed. */
const CHANGED = 'mijikenda:device-likes';

/** Liked ids the device could not store (storage full or blocked), by key: kept for this visit. */
const unsaved = new Map<string, string>();

function stored(key: string): string | null {
  const kept = unsaved.get(key);
  if (kept !== undefined) return kept;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function idsIn(json: string | null): number[] {
  try {
    const ids: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** The ids a visitor liked on this device, kept in local storage under `key` (spec section 3). */
export const readLiked = (key: string): number[] => idsIn(stored(key));

function writeLiked(key: string, ids: number[]): void {
  const json = JSON.stringify(ids);
  try {
    localStorage.setItem(key, json);
    unsaved.delete(key);
  } catch {
    // Storage full or blocked: the like still counts on the server, and shows for this visit.
    unsaved.set(key, json);
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // A like in another tab.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The liked ids of `key` and a way to mark one liked or not (kept on the device). None on the
 * server and while the browser hydrates the server's markup (which cannot know them): the
 * device's show right after, with the rest of what only the browser knows (useBeforeHydration).
 */
export function useDeviceLikes(key: string) {
  const beforeHydration = useBeforeHydration();
  // The same snapshot while hydrating (the server has none: no storage there), so React has no
  // reason of its own to render again at once, in one task, once hydrated.
  const json = useSyncExternalStore(
    subscribe,
    () => stored(key),
    () => stored(key),
  );
  const liked = useMemo(() => (beforeHydration ? [] : idsIn(json)), [beforeHydration, json]);
  const mark = (id: number, value: boolean) => {
    const before = readLiked(key);
    writeLiked(key, value ? [...new Set([...before, id])] : before.filter((x) => x !== id));
  };
  return { isLiked: (id: number) => liked.includes(id), mark };
}

/** Local storage keys of the liked ids. */
export const LIKED_KEYS = { songs: 'likedSongs', reels: 'likedReels', videos: 'likedVideos' } as const;

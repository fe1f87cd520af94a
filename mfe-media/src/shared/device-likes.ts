import { useState } from 'react';

/** The ids a visitor liked on this device, kept in local storage under `key` (spec section 3). */
export function readLiked(key: string): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function writeLiked(key: string, ids: number[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the like still counts on the server for this visit.
  }
}

/** The liked ids of `key` and a way to mark one liked or not (kept on the device). */
export function useDeviceLikes(key: string) {
  const [liked, setLiked] = useState<readonly number[]>(() => readLiked(key));
  const mark = (id: number, value: boolean) => {
    const next = value ? [...new Set([...readLiked(key), id])] : readLiked(key).filter((x) => x !== id);
    writeLiked(key, next);
    setLiked(next);
  };
  return { isLiked: (id: number) => liked.includes(id), mark };
}

/** Local storage keys of the liked ids. */
export const LIKED_KEYS = { songs: 'likedSongs', reels: 'likedReels', videos: 'likedVideos' } as const;

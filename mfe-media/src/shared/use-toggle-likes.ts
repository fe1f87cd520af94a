import { useState } from 'react';
import { useDeviceLikes } from './device-likes.ts';

type Liked = { id: number; likes_count: number };

/**
 * Likes that toggle (songs, reels): the count moves at once, and back if the server refuses;
 * the liked ids stay on the device under `key`.
 */
export function useToggleLikes(key: string, send: (id: number, liked: boolean) => Promise<number | null>) {
  const likes = useDeviceLikes(key);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const countOf = (item: Liked) => counts[item.id] ?? item.likes_count;

  const toggle = async (item: Liked) => {
    const liked = !likes.isLiked(item.id);
    const before = countOf(item);
    likes.mark(item.id, liked);
    setCounts((all) => ({ ...all, [item.id]: Math.max(0, before + (liked ? 1 : -1)) }));
    const count = await send(item.id, liked).catch(() => null);
    if (count === null) likes.mark(item.id, !liked);
    setCounts((all) => ({ ...all, [item.id]: count ?? before }));
  };

  return { isLiked: likes.isLiked, countOf, toggle };
}

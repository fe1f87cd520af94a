import type { Song } from '../contracts/index.ts';
import { http } from './client.ts';

export type SongSort = 'recent' | 'liked' | 'category';

/** GET /music/get-music.php?search&sort: an array of songs. */
export async function getSongs(query: { search?: string; sort?: SongSort } = {}): Promise<Song[]> {
  const response = await http().get('music/get-music.php', {
    searchParams: { search: query.search ?? '', sort: query.sort ?? 'recent' },
  });
  if (!response.ok) return [];
  const body: unknown = await response.json().catch(() => null);
  return Array.isArray(body) ? (body as Song[]) : [];
}

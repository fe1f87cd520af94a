import { apiRead, http, type Song } from 'shared-ui';

export type SongSort = 'recent' | 'liked' | 'category';

/** GET /music/get-music.php?search&sort: what the music list reads. */
export const songsRead = (query: { search?: string; sort?: SongSort } = {}) =>
  apiRead('music/get-music.php', { search: query.search ?? '', sort: query.sort ?? 'recent' });

/** The songs matching a search, in the chosen order. */
export async function getSongs(query: { search?: string; sort?: SongSort } = {}): Promise<Song[]> {
  const response = await http().get(songsRead(query));
  if (!response.ok) return [];
  const body: unknown = await response.json().catch(() => null);
  return Array.isArray(body) ? (body as Song[]) : [];
}

import { apiRead, http, readJson, type Song } from 'shared-ui';

export type SongSort = 'recent' | 'liked' | 'category';

/** GET /music/get-music.php?search&sort: what the music list reads. */
export const songsRead = (query: { search?: string; sort?: SongSort } = {}) =>
  apiRead('music/get-music.php', { search: query.search ?? '', sort: query.sort ?? 'recent' });

/** The songs matching a search, in the chosen order. */
export async function getSongs(query: { search?: string; sort?: SongSort } = {}): Promise<SongDetail[]> {
  const response = await http().get(songsRead(query));
  if (!response.ok) return [];
  const body: unknown = await response.json().catch(() => null);
  return Array.isArray(body) ? (body as SongDetail[]) : [];
}

/** One song as GET /music/get-music.php?id answers it: the song page reads `album_cover`. */
export type SongDetail = Song & { album_cover?: string | null; updated_at?: string };

/** GET /music/get-music.php?id: one song, or null when there is none. */
export async function getSong(id: string): Promise<SongDetail | null> {
  const response = await http().get(apiRead('music/get-music.php', { id }));
  if (!response.ok) return null;
  const body = await readJson<SongDetail>(response);
  return typeof body.id === 'number' ? (body as SongDetail) : null;
}

/** POST /music/get-music.php/{id}/like {liked}: the song's new count, or null when refused. */
export async function likeSong(id: number, liked: boolean): Promise<number | null> {
  const response = await http().post(`music/get-music.php/${id}/like`, { json: { liked } });
  const body = await readJson<{ success: boolean; likes_count: number }>(response);
  return body.success && typeof body.likes_count === 'number' ? body.likes_count : null;
}

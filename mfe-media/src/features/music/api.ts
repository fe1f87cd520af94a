import { apiRead, http, ReadFailed, readJson, type ListPage, type Song } from 'shared-ui';

export type SongSort = 'recent' | 'liked' | 'category';

export interface SongQuery {
  search?: string;
  sort?: SongSort;
}

/** Songs a page of the music list holds. */
export const SONG_PAGE_SIZE = 20;

/** GET /music/get-music.php?search&sort&limit(&page): a page of the music list (the first is its first read). */
export const songsRead = (query: SongQuery = {}, page = 1) =>
  apiRead('music/get-music.php', {
    search: query.search ?? '',
    sort: query.sort ?? 'recent',
    limit: SONG_PAGE_SIZE,
    ...(page > 1 && { page }),
  });

/**
 * A page of the songs matching a search, in the chosen order; throws when it cannot be read. The
 * answer is a bare array of songs (spec): a full page means another may follow.
 */
export async function getSongs(query: SongQuery, page: number): Promise<ListPage<SongDetail>> {
  const response = await http().get(songsRead(query, page));
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!Array.isArray(body)) throw new ReadFailed(response.status, response.url);
  return { items: body as SongDetail[], hasMore: body.length === SONG_PAGE_SIZE };
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

import {
  answerOf,
  call,
  idFromAddress,
  read,
  ReadFailed,
  readOf,
  replyOf,
  type ListPage,
  type Song,
} from 'shared-ui';
import {
  getMusic,
  likeSong as likeSongEndpoint,
  type MusicQuery,
  type SongDetail,
  type SongSort,
} from 'shared-ui/contracts/music';
import type { Removed } from '../../shared/removed.ts';

export type { SongSort };

export interface SongQuery {
  search?: string;
  sort?: SongSort;
}

/** Songs a page of the music list holds. */
export const SONG_PAGE_SIZE = 20;

/** The list's query: every field but the page is sent, so one list's first read is one address. */
const listQuery = (query: SongQuery, page: number): MusicQuery => ({
  search: query.search ?? '',
  sort: query.sort ?? 'recent',
  limit: SONG_PAGE_SIZE,
  ...(page > 1 && { page }),
});

/** A page of the music list (the first is its first read). */
export const songsRead = (query: SongQuery = {}, page = 1) =>
  readOf(getMusic, { query: listQuery(query, page) });

/**
 * A page of the songs matching a search, in the chosen order; throws when it cannot be read. The
 * answer is a bare array of songs (spec): a full page means another may follow.
 */
export async function getSongs(query: SongQuery, page: number): Promise<ListPage<Song>> {
  const response = await read(getMusic, { query: listQuery(query, page) });
  const answer = await answerOf(getMusic, response);
  if (!Array.isArray(answer)) throw new ReadFailed(response.status, response.url);
  return { items: answer, hasMore: answer.length === SONG_PAGE_SIZE };
}

/**
 * One song (with its `album_cover`), the server's word that the moderators removed it, or null
 * when there is none (or it cannot be read).
 */
export async function getSong(id: string): Promise<SongDetail | Removed | null> {
  // The page's address holds the id as typed; the server refuses one that is not a number.
  const response = await read(getMusic, { query: { id: idFromAddress(id) } });
  if (response.status === 410) {
    const reply = await replyOf(getMusic, response);
    return { removed: true, message: 'message' in reply ? reply.message || null : null };
  }
  if (!response.ok) return null;
  const answer = await answerOf(getMusic, response).catch(() => null);
  return answer && !Array.isArray(answer) ? answer : null;
}

/** Likes a song (or takes the like back): its new count, or null when refused. */
export async function likeSong(id: number, liked: boolean): Promise<number | null> {
  const body = await replyOf(
    likeSongEndpoint,
    await call(likeSongEndpoint, { params: { id }, body: { liked } }),
  );
  return body.success === true && typeof body.likes_count === 'number' ? body.likes_count : null;
}

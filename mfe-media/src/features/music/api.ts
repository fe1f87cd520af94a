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
import { takeDocumentAnswer } from 'shared-ui/document-answers';
import type { Removed } from '../../shared/removed.ts';

export type { SongSort };

export interface SongQuery {
  search?: string;
  sort?: SongSort;
}

/** The most characters of search words the list takes from its address (the API takes 200). */
const SEARCH_MAX = 100;

/** The list's search words as its address holds them (`/music?q=`: the site search's See all). */
export const searchOf = (params: URLSearchParams | undefined) =>
  (params?.get('q') ?? '').trim().slice(0, SEARCH_MAX);

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
 * The page of songs a success answer of the list holds, or undefined when it holds no list. The
 * answer is a bare array of songs (spec): a full page means another may follow.
 */
export function songsFromAnswer(body: unknown): ListPage<Song> | undefined {
  return Array.isArray(body) ? { items: body as Song[], hasMore: body.length === SONG_PAGE_SIZE } : undefined;
}

/** A page of the songs matching a search, in the chosen order; throws when it cannot be read. */
export async function getSongs(query: SongQuery, page: number): Promise<ListPage<Song>> {
  const response = await read(getMusic, { query: listQuery(query, page) });
  const songs = songsFromAnswer(await answerOf(getMusic, response));
  if (!songs) throw new ReadFailed(response.status, response.url);
  return songs;
}

/** The first page of the list when the page's document came with it (a first visit), else undefined. */
export const documentSongs = (query: SongQuery = {}) => songsFromAnswer(takeDocumentAnswer(songsRead(query)));

// The page's address holds the id as typed; the server refuses one that is not a number.
const songQuery = (id: string) => ({ query: { id: idFromAddress(id) } });

/** What the song page reads first: the song at `id`. */
export const songRead = (id: string) => readOf(getMusic, songQuery(id));

/** The song a success answer of its read holds, or undefined when it holds none (a list, say). */
export function songFromAnswer(body: unknown): SongDetail | undefined {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as SongDetail) : undefined;
}

/**
 * One song (with its `album_cover`), the server's word that the moderators removed it, or null
 * when there is none (or it cannot be read).
 */
export async function getSong(id: string): Promise<SongDetail | Removed | null> {
  const response = await read(getMusic, songQuery(id));
  if (response.status === 410) {
    const reply = await replyOf(getMusic, response);
    return { removed: true, message: 'message' in reply ? reply.message || null : null };
  }
  if (!response.ok) return null;
  return songFromAnswer(await answerOf(getMusic, response).catch(() => null)) ?? null;
}

/**
 * The song when the page's document came with it (a first visit), else undefined: the document
 * carries success answers only, so a missing or removed song is read as before.
 */
export const documentSong = (id: string) => songFromAnswer(takeDocumentAnswer(songRead(id)));

/** Likes a song (or takes the like back): its new count, or null when refused. */
export async function likeSong(id: number, liked: boolean): Promise<number | null> {
  const body = await replyOf(
    likeSongEndpoint,
    await call(likeSongEndpoint, { params: { id }, body: { liked } }),
  );
  return body.success === true && typeof body.likes_count === 'number' ? body.likes_count : null;
}

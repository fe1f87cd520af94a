import { apiBase, apiRead, http, readJson } from 'shared-ui';
import { IMAGE_WIDTHS, variantName, type Song } from 'shared-ui/contracts';

/** My articles (spec: id, article_name, created_at, status, likes_count). */
export interface OwnArticle {
  id: number;
  article_name: string;
  created_at: string;
  status: string;
  likes_count: number;
}

/** My Reels (spec section 3 'Reel'). */
export interface OwnReel {
  id: number;
  description: string;
  status: string;
  likes_count: number;
  created_at: string;
  /** The stored video's name (served at /videos/{name}). */
  video?: string;
}

/** My Music: the song as the API answers it everywhere (spec section 3 'Music'). */
export type OwnSong = Song;

/** My YouTube Videos (spec section 3 'YouTube entry'). */
export interface OwnVideo {
  id: number;
  description: string;
  video_url: string;
  likes_count: number;
  date_created: string;
}

/** One page of an own list: the items and the server's message ('No reels found.' when none). */
export interface OwnPage<T> {
  items: T[];
  message?: string;
}

/** Items a page of an own list asks for. */
export const OWN_PAGE_SIZE = 50;

/** The four own lists: where each is read and deleted, and the body naming the item to delete. */
export const OWN_LISTS = {
  articles: { read: 'users/get_user_posts.php', remove: 'users/delete_article.php', idField: 'articleId' },
  reels: { read: 'users/get_user_reels.php', remove: 'users/delete_reel.php', idField: 'reelId' },
  music: { read: 'users/get_user_music.php', remove: 'users/delete_music.php', idField: 'musicId' },
  youtube: { read: 'youtube/get_user_youtube.php', remove: 'youtube/delete_youtube.php', idField: 'videoId' },
} as const;

export type OwnListKind = keyof typeof OWN_LISTS;

/** GET `<list>?userid=&page=&limit=`: `{status, data, message}`. Throws when the list cannot be read. */
export async function getOwnList<T>(kind: OwnListKind, userId: number, page: number): Promise<OwnPage<T>> {
  const response = await http().get(
    apiRead(OWN_LISTS[kind].read, { userid: userId, page, limit: OWN_PAGE_SIZE }),
  );
  const body = await readJson<{ status: string; data: T[]; message: string }>(response);
  if (!response.ok || !Array.isArray(body.data)) throw new Error(body.message ?? 'No list');
  return { items: body.data, message: body.message };
}

/** POST the list's delete call: `{status, message}`. Throws only on network failure. */
export async function deleteOwn(kind: OwnListKind, id: number): Promise<{ ok: boolean; message?: string }> {
  const { remove, idField } = OWN_LISTS[kind];
  const response = await http().post(remove, { json: { [idField]: id } });
  const body = await readJson<{ status: string; message: string }>(response);
  return { ok: response.ok && body.status === 'success', message: body.message };
}

/** Media addresses (spec section 7): images from /images/{image} (a card shows the small width); song files by their path. */
export const imageUrl = (name: string) =>
  `${apiBase()}/images/${encodeURIComponent(variantName(name, IMAGE_WIDTHS.small))}`;
export const videoUrl = (name: string) => `${apiBase()}/videos/${encodeURIComponent(name)}`;
export const songUrl = (path: string) => (/^https?:/.test(path) ? path : `${apiBase()}/${path}`);

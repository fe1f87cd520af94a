import { apiBase, apiRead, http, readJson, type ListPage } from 'shared-ui';
import { IMAGE_WIDTHS, imageAddress, type Song } from 'shared-ui/contracts';
import type {
  OwnArticleSchema,
  OwnListAnswer,
  OwnReelSchema,
  YoutubeEntrySchema,
} from 'shared-ui/contracts/entities';
import type { Static } from 'typebox';

/** My articles (spec: id, article_name, created_at, status, likes_count). */
export type OwnArticle = Static<typeof OwnArticleSchema>;

/** My Reels (spec section 3 'Reel'), with the stored video's name (served at /videos/{name}). */
export type OwnReel = Static<typeof OwnReelSchema>;

/** My Music: the song as the API answers it everywhere (spec section 3 'Music'). */
export type OwnSong = Song;

/** My YouTube Videos (spec section 3 'YouTube entry'). */
export type OwnVideo = Static<typeof YoutubeEntrySchema>;

/** One page of an own list: the items, whether more follow, and the server's message ('No reels found.' when none). */
export interface OwnPage<T> extends ListPage<T> {
  message?: OwnListAnswer<T>['message'];
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
  const body = await readJson<OwnListAnswer<T>>(response);
  if (!response.ok || !Array.isArray(body.data)) throw new Error(body.message ?? 'No list');
  return { items: body.data, hasMore: body.hasMore === true, message: body.message };
}

/** POST the list's delete call: `{status, message}`. Throws only on network failure. */
export async function deleteOwn(kind: OwnListKind, id: number): Promise<{ ok: boolean; message?: string }> {
  const { remove, idField } = OWN_LISTS[kind];
  const response = await http().post(remove, { json: { [idField]: id } });
  const body = await readJson<{ status: string; message: string }>(response);
  return { ok: response.ok && body.status === 'success', message: body.message };
}

/** Media addresses (spec section 7): images from /images/{image} (a card shows the small width); song files by their path. */
export const imageUrl = (name: string) => imageAddress(apiBase(), 'images', name, IMAGE_WIDTHS.small);
export const videoUrl = (name: string) => `${apiBase()}/videos/${encodeURIComponent(name)}`;
export const songUrl = (path: string) => (/^https?:/.test(path) ? path : `${apiBase()}/${path}`);

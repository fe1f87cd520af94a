import { answerOf, apiBase, call, read, replyOf, type AnswerOf, type ListPage } from 'shared-ui';
import { IMAGE_WIDTHS, imageAddress } from 'shared-ui/contracts';
import type { OwnListQuery } from 'shared-ui/contracts/entities';
import {
  deleteArticle,
  deleteMusic,
  deleteReel,
  getUserMusic,
  getUserPosts,
  getUserReels,
} from 'shared-ui/contracts/users';
import { deleteYoutube, getUserYoutube } from 'shared-ui/contracts/youtube';

/** My articles (spec: id, article_name, created_at, status, likes_count). */
export type OwnArticle = AnswerOf<typeof getUserPosts>['data'][number];

/** My Reels (spec section 3 'Reel'), with the stored video's name (served at /videos/{name}). */
export type OwnReel = AnswerOf<typeof getUserReels>['data'][number];

/** My Music: the song as the API answers it everywhere (spec section 3 'Music'). */
export type OwnSong = AnswerOf<typeof getUserMusic>['data'][number];

/** My YouTube Videos (spec section 3 'YouTube entry'). */
export type OwnVideo = AnswerOf<typeof getUserYoutube>['data'][number];

/** One page of an own list: the items, whether more follow, and the server's message ('No reels found.' when none). */
export interface OwnPage<T> extends ListPage<T> {
  message?: string;
}

/** Items a page of an own list asks for. */
export const OWN_PAGE_SIZE = 50;

/** The page an own list's answer holds; an answer without its list throws (the list shows its failure). */
function ownPage<T>(answer: { data: T[]; message: string; hasMore: boolean }): OwnPage<T> {
  if (!Array.isArray(answer.data)) throw new Error(answer.message ?? 'No list');
  return { items: answer.data, hasMore: answer.hasMore === true, message: answer.message };
}

/** How each of the four own lists is read (`?userid=&page=&limit=`); a refusal throws. */
const OWN_READS = {
  articles: async (query: OwnListQuery) =>
    ownPage(await answerOf(getUserPosts, await read(getUserPosts, { query }))),
  reels: async (query: OwnListQuery) =>
    ownPage(await answerOf(getUserReels, await read(getUserReels, { query }))),
  music: async (query: OwnListQuery) =>
    ownPage(await answerOf(getUserMusic, await read(getUserMusic, { query }))),
  youtube: async (query: OwnListQuery) =>
    ownPage(await answerOf(getUserYoutube, await read(getUserYoutube, { query }))),
};

export type OwnListKind = keyof typeof OWN_READS;

/** The items of each own list. */
export type OwnItem<K extends OwnListKind> = Awaited<ReturnType<(typeof OWN_READS)[K]>>['items'][number];

/** One page of the member's list of `kind`. Throws when the list cannot be read. */
export function getOwnList<K extends OwnListKind>(
  kind: K,
  userId: number,
  page: number,
): Promise<OwnPage<OwnItem<K>>> {
  return OWN_READS[kind]({ userid: userId, page, limit: OWN_PAGE_SIZE });
}

/** A delete's outcome from its `{status, message}` answer. */
async function removal(response: Response, reply: Promise<{ status?: string; message?: string }>) {
  const body = await reply;
  return { ok: response.ok && body.status === 'success', message: body.message };
}

/** How an item of each own list is deleted, by its id. */
const OWN_DELETES: Record<OwnListKind, (id: number) => Promise<{ ok: boolean; message?: string }>> = {
  articles: async (id) => {
    const response = await call(deleteArticle, { body: { articleId: id } });
    return removal(response, replyOf(deleteArticle, response));
  },
  reels: async (id) => {
    const response = await call(deleteReel, { body: { reelId: id } });
    return removal(response, replyOf(deleteReel, response));
  },
  music: async (id) => {
    const response = await call(deleteMusic, { body: { musicId: id } });
    return removal(response, replyOf(deleteMusic, response));
  },
  youtube: async (id) => {
    const response = await call(deleteYoutube, { body: { videoId: id } });
    return removal(response, replyOf(deleteYoutube, response));
  },
};

/** Deletes an item of the member's list of `kind`: the server's message. Throws only on network failure. */
export const deleteOwn = (kind: OwnListKind, id: number) => OWN_DELETES[kind](id);

/** Media addresses (spec section 7): images from /images/{image} (a card shows the small width); song files by their path. */
export const imageUrl = (name: string) => imageAddress(apiBase(), 'images', name, IMAGE_WIDTHS.small);
export const videoUrl = (name: string) => `${apiBase()}/videos/${encodeURIComponent(name)}`;
export const songUrl = (path: string) => (/^https?:/.test(path) ? path : `${apiBase()}/${path}`);

/** A reel as its owner watches it: the copy every browser plays, else the original as uploaded. */
export const reelVideoUrl = (reel: OwnReel) => videoUrl(reel.video_normal_url ?? reel.video);

/** A reel's poster (its 480 px width, as a card shows pictures), or undefined before it is made. */
export const reelPosterUrl = (reel: OwnReel) => (reel.poster ? imageUrl(reel.poster) : undefined);

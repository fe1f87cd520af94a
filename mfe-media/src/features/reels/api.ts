import {
  answerOf,
  call,
  idFromAddress,
  pageFrom,
  pageInAnswer,
  read,
  readOf,
  replyOf,
  type ListPage,
} from 'shared-ui';
import {
  getReel as getReelEndpoint,
  getReels as getReelsEndpoint,
  likeReel as likeReelEndpoint,
  type Reel,
} from 'shared-ui/contracts/reels';
import { takeDocumentAnswer } from 'shared-ui/document-answers';
import type { Removed } from '../../shared/removed.ts';

/** A reel as the reels pages show it (spec section 3, with its video and member). */
export type { Reel };

export interface ReelsPage {
  reels: Reel[];
  hasMore: boolean;
}

/** A page of everyone's reels, newest first. */
export const reelsRead = (page = 1) => readOf(getReelsEndpoint, { query: { page } });

/** The shared reel (its id as the page's address holds it; the server refuses one that is not a number). */
const reelQuery = (id: string) => ({ id: idFromAddress(id) });

/** The shared reel's read. */
export const reelRead = (id: string) => readOf(getReelEndpoint, { query: reelQuery(id) });

const reelsOf = ({ items, hasMore }: ListPage<Reel>): ReelsPage => ({ reels: items, hasMore });

/** A page of reels; throws when it cannot be read. */
export async function getReels(page: number): Promise<ReelsPage> {
  return reelsOf(await pageFrom(getReelsEndpoint, await read(getReelsEndpoint, { query: { page } }), 'data'));
}

/** The feed's first page when the page's document came with it (a first visit), else undefined. */
export function documentReels(): ReelsPage | undefined {
  const page = pageInAnswer(getReelsEndpoint, takeDocumentAnswer(reelsRead(1)), 'data');
  return page && reelsOf(page);
}

/**
 * One reel, the server's word that the moderators removed it, or null when there is none (or it
 * cannot be read).
 */
export async function getReel(id: string): Promise<Reel | Removed | null> {
  const response = await read(getReelEndpoint, { query: reelQuery(id) });
  if (response.status === 410) {
    const { message } = await replyOf(getReelEndpoint, response);
    return { removed: true, message: message || null };
  }
  if (!response.ok) return null;
  return reelFromAnswer(await answerOf(getReelEndpoint, response).catch(() => null)) ?? null;
}

/** The reel a success answer of its read holds, or undefined when it holds none. */
export function reelFromAnswer(body: unknown): Reel | undefined {
  const reel = (body as { reel?: unknown } | null)?.reel;
  return reel && typeof reel === 'object' ? (reel as Reel) : undefined;
}

/**
 * The shared reel when the page's document came with it (a first visit), else undefined: the
 * document carries success answers only, so a missing or removed reel is read as before.
 */
export const documentReel = (id: string) => reelFromAnswer(takeDocumentAnswer(reelRead(id)));

/** Likes a reel (or takes the like back): the new count, or null when refused. */
export async function likeReel(reelId: number, liked: boolean): Promise<number | null> {
  const body = await replyOf(likeReelEndpoint, await call(likeReelEndpoint, { body: { reelId, liked } }));
  return body.success === true && typeof body.likes_count === 'number' ? body.likes_count : null;
}

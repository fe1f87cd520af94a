/**
 * Every access rule of the API: signed in, the payload's user is the caller, owner or
 * administrator, administrator only. The rules take plain values; the router
 * (builders/router.ts) applies the one each contract declares (`policy`, one of `POLICIES`)
 * before the route's handler, answering in the route's own refusal shape (`config.refusal`).
 * The API document shows it as `x-policy`, and docs/access-control.md lists it per route.
 */
import type { Policy } from 'shared-ui/contracts';
import { ARTICLE_STATUSES, type ArticleStatus } from 'shared-ui/contracts/entities';
import { messages, type Say } from '../messages.ts';

export { POLICIES, type Policy } from 'shared-ui/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (`POLICIES`): every route that changes something declares one. */
    policy?: Policy;
  }
}

/** Who is calling, as far as the rules need to know. */
export interface Caller {
  id: number;
  role: string;
}

/** A positive whole number written as text (form fields), or null. */
export function parseId(value: string | number | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

/** Whether a payload's user id is missing, someone else's, or the caller's own. */
export function payloadUser(
  value: string | number | undefined,
  callerId: number,
): 'missing' | 'other' | 'caller' {
  if (value === undefined || String(value).trim() === '') return 'missing';
  return parseId(value) === callerId ? 'caller' : 'other';
}

/** Only the owner of an item, or an administrator, may change, delete or see it unpublished. */
export const isOwnerOrAdmin = (caller: Caller | null, ownerId: number): boolean =>
  caller !== null && (caller.role === 'admin' || caller.id === ownerId);

export const isAdmin = (caller: Caller | null): boolean => caller?.role === 'admin';

/** Published articles are public; pending and rejected ones only for their author and administrators. */
export const canSeeArticle = (caller: Caller | null, article: { user_id: number; status: ArticleStatus }) =>
  article.status === 'published' || isOwnerOrAdmin(caller, article.user_id);

/**
 * An item hidden by the moderators (its `moderation` set) is listed to its owner and
 * administrators alone: the owner sees why, the console links to it.
 */
export const seesHidden = (caller: Caller | null, ownerId: number): boolean =>
  isOwnerOrAdmin(caller, ownerId);

/** The statuses of an author's articles the caller may see. */
export const visibleStatuses = (caller: Caller | null, authorId: number): readonly ArticleStatus[] =>
  isOwnerOrAdmin(caller, authorId) ? ARTICLE_STATUSES : ['published'];

/** A refusal thrown from a handler: a 4xx answered in the route's refusal shape (error handler). */
export class Refusal extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'Refusal';
    this.statusCode = statusCode;
  }
}

/** The texts of the 'payload user is the caller' refusals (missing: 400; someone else: 403). */
export interface PayloadUserTexts {
  /** Without it, a missing user id counts as someone else's. */
  missing?: Say;
  notCaller: Say;
}

/** Payload user is the caller: throws a `Refusal` (400 or 403) otherwise. */
export function requirePayloadUser(
  value: string | number | undefined,
  caller: Caller,
  texts: PayloadUserTexts,
) {
  const found = payloadUser(value, caller.id);
  if (found === 'missing' && texts.missing) throw new Refusal(400, texts.missing());
  if (found !== 'caller') throw new Refusal(403, texts.notCaller());
}

/** A payload user that names nobody (absent, null, empty, 0): the comment of a guest. */
const namesNobody = (value: string | number | null | undefined) =>
  value === null || value === undefined || ['', '0', 'null'].includes(String(value).trim());

/**
 * Guest or payload user: a comment that names no user is a guest's; one that names a user must
 * come from that user, signed in. The author, or null for a guest; a `Refusal` (401, 403) otherwise.
 */
export function guestOrPayloadUser<C extends Caller>(
  value: string | number | null | undefined,
  caller: C | null,
  notCaller: Say,
): C | null {
  if (namesNobody(value)) return null;
  if (!caller) throw new Refusal(401, messages.notLoggedIn);
  requirePayloadUser(value!, caller, { notCaller });
  return caller;
}

/**
 * What a write can change of what the answer cache keeps. A kept answer, and a kept page, is
 * made of API reads, each of one domain: the first segment of its path under `/api`, as the
 * contracts name them (`music/get-music.php` is `music`). A write that changed something
 * empties only the domains it can have changed: a like on a song empties the music lists and
 * the pages made of them, and leaves the marketplace's. A write this table is unsure of, or
 * does not know, empties everything.
 */
import type { FastifyRequest } from 'fastify';
import type { DOMAINS } from 'shared-ui/contracts/all';
import type { ReportBody, ReportSubject } from 'shared-ui/contracts/reports';
import { createArticle } from 'shared-ui/contracts/pages';
import { deleteArticle, deleteMusic, deleteReel, login, logout, register } from 'shared-ui/contracts/users';

export type Domain = keyof typeof DOMAINS;

/** Every kept answer and page. */
export const EVERYTHING = 'everything';

/** What a write empties: some domains' entries, or everything. */
export type Changes = readonly Domain[] | typeof EVERYTHING;

/**
 * A member's content: its domain's reads, and the member's public profile (`users`), which
 * counts what they have published and who follows them.
 */
const content = (domain: Domain): Changes => [domain, 'users'];

/** By the domain of the write's path: what it can change. */
const BY_DOMAIN: Readonly<Record<Domain, Changes>> = {
  shop: content('shop'),
  // Comments, likes and follows.
  pages: content('pages'),
  music: content('music'),
  reels: content('reels'),
  youtube: content('youtube'),
  news: ['news'],
  // A member's name and picture show beside what they published, on every list.
  users: EVERYTHING,
  // The console decides about anything: articles, news, videos, members, reports.
  admin: EVERYTHING,
  // By what is reported (below); a report that hides its item hides it from its domain's reads.
  reports: EVERYTHING,
  // Tickets and the newsletter: no public read shows them.
  contact: [],
  // A member's own, never kept.
  notifications: [],
  health: [],
};

/** Writes whose path's domain is not what they change. */
const BY_PATH: Readonly<Record<string, Changes>> = {
  // A new member shows in the members' search (`users/search`); a session nowhere public.
  [register.path]: ['users'],
  [login.path]: [],
  [logout.path]: [],
  [createArticle.path]: content('pages'),
  [deleteArticle.path]: content('pages'),
  [deleteMusic.path]: content('music'),
  [deleteReel.path]: content('reels'),
};

/** The domain of what each kind of report is about. */
const REPORTED: Readonly<Record<ReportSubject, Domain>> = {
  product: 'shop',
  article: 'pages',
  comment: 'pages',
  video_comment: 'youtube',
  reel: 'reels',
  song: 'music',
};

/** The domain of an API path (`/api/music/get-music.php?…` or `music/get-music.php?…`). */
export function domainOf(path: string): string {
  const under = path.startsWith('/api/') ? path.slice('/api/'.length) : path;
  return /^[^/?#]*/.exec(under)![0];
}

/** What a write route (its URL as registered, `/api/…`) changes when it succeeds, given its request. */
export function changesOf(url: string): (request: FastifyRequest) => Changes {
  const path = url.slice('/api/'.length);
  if (path === 'reports/send') {
    return (request) => {
      const subject = (request.body as Partial<ReportBody> | undefined)?.subject;
      return subject && Object.hasOwn(REPORTED, subject) ? content(REPORTED[subject]) : EVERYTHING;
    };
  }
  const domain = domainOf(path);
  const changes = Object.hasOwn(BY_PATH, path)
    ? BY_PATH[path]!
    : Object.hasOwn(BY_DOMAIN, domain)
      ? BY_DOMAIN[domain as Domain]
      : EVERYTHING;
  return () => changes;
}

/**
 * Whether a write's answer says it may have changed something. A refusal changed nothing: a 4xx,
 * and the 503 and 507 the server answers before it writes (busy, storage unavailable, disk full).
 * Any other answer, an unexpected error included, may have followed a change.
 */
export const mayHaveChanged = (status: number): boolean =>
  status < 400 || (status >= 500 && status !== 503 && status !== 507);

/** How a write's changes travel to the other server processes (db/change-feed.ts): `answers pages,users`. */
export const ANSWERS_CHANGED = 'answers ';

export const answersChange = (changes: Changes): string =>
  ANSWERS_CHANGED + (changes === EVERYTHING ? EVERYTHING : changes.join(','));

/** The changes `answersChange` wrote; anything it cannot read empties everything. */
export function changesFrom(change: string): Changes {
  const listed = change.slice(ANSWERS_CHANGED.length);
  if (listed === EVERYTHING) return EVERYTHING;
  const domains = listed.split(',');
  return domains.every((domain) => Object.hasOwn(BY_DOMAIN, domain)) ? (domains as Domain[]) : EVERYTHING;
}

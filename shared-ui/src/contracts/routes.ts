/**
 * The one route matcher of the site. The shell picks the app that renders a page with it, the
 * server the document, status and preload hints it sends with the page, and the service worker
 * the document it answers a page with offline: all three agree on which path is which page.
 *
 * Patterns are react-router's, in the shapes the apps use: `/articles`, `/article/:id` (one
 * non-empty segment), `/shop/*` (any rest, even none). Letters match in either case and a
 * trailing slash is ignored, as react-router matches them.
 */

import type { FirstImage } from './images.ts';

/** The values of a pattern's `:name` segments and of `*` (the rest of the path), as in the path (not decoded). */
export type RouteParams = Readonly<Record<string, string>>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Each pattern's segments, split once: patterns are the apps' few routes, a path is matched against all of them. */
const patternSegments = new Map<string, readonly string[]>();
export function partsOf(pattern: string): readonly string[] {
  let parts = patternSegments.get(pattern);
  if (parts === undefined) {
    parts = segmentsOf(pattern);
    patternSegments.set(pattern, parts);
  }
  return parts;
}

/** The parameters of the path whose segments are `segments` when `pattern` matches it, else null. */
function matchSegments(pattern: string, segments: readonly string[]): RouteParams | null {
  const parts = partsOf(pattern);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*' && index === parts.length - 1) {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The parameters of `pathname` when `pattern` matches it, else null. */
export const matchRoute = (pattern: string, pathname: string): RouteParams | null =>
  matchSegments(pattern, segmentsOf(pathname));

/** Whether `pattern` matches `pathname`. */
export const routeMatches = (pattern: string, pathname: string): boolean =>
  matchRoute(pattern, pathname) !== null;

/** Anything that owns route patterns: a remote in `/remotes.json`, a remote's `remote.json`. */
export interface RouteOwner {
  routes: readonly string[];
}

/** The first of `owners` with a pattern matching `pathname`, with that pattern and the path's parameters. */
export function ownerOf<Owner extends RouteOwner>(
  owners: Iterable<Owner>,
  pathname: string,
): { owner: Owner; route: string; params: RouteParams } | undefined {
  const segments = segmentsOf(pathname);
  for (const owner of owners) {
    for (const route of owner.routes) {
      const params = matchSegments(route, segments);
      if (params) return { owner, route, params };
    }
  }
  return undefined;
}

/**
 * Whether `pathname` is a page of the site: one of the shell's own routes or one a remote owns.
 * Any other path is 'not found' (the server answers it with status 404 and the layout).
 */
export function isKnownPage(
  shellRoutes: readonly string[],
  remotes: Iterable<RouteOwner>,
  pathname: string,
): boolean {
  const segments = segmentsOf(pathname);
  return (
    shellRoutes.some((route) => matchSegments(route, segments) !== null) ||
    ownerOf(remotes, pathname) !== undefined
  );
}

/**
 * The id of the element in which the server sends, with a first visit's page, the answers a
 * guest gets for that page's first reads (`{ [read]: answer }`, JSON): the page renders its first
 * screen with them instead of asking for them after its code has run.
 */
export const DOCUMENT_ANSWERS_ID = 'document-answers';

/**
 * A query (or form) as the URL carries it: absent and null values are left out, and yes/no values
 * are written as text. The apps' client and the tests' addresses both build their queries with it.
 */
export function queryValues(query: object | undefined): Record<string, string | number> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  return Object.fromEntries(
    entries.map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]),
  );
}

/**
 * An API read as the API client asks for it: a path under the API base with its query, built
 * as the URL is (`URLSearchParams`). A remote's endpoint functions fetch exactly this, and its
 * route table lists the same strings as the page's first reads, for the server to preload.
 */
export function apiRead(path: string, query?: Readonly<Record<string, string | number>>): string {
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

/**
 * The page a list starts on, from its address's `?page=` (a next-page link, which works without
 * script): a whole number from 1 to `max`, else 1. The list's page and its route's first reads
 * both take it from here, so the server preloads the very page the list opens on.
 */
export function startPageOf(query: URLSearchParams | undefined, max = Number.MAX_SAFE_INTEGER): number {
  const page = Number(query?.get('page') ?? '');
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, max) : 1;
}

/**
 * The address (`?…`) of page `page` of the list whose query is `query`: its other values kept
 * (search, filters), `page` set, and `pages` (how far a visitor had loaded the list with Load
 * More) left out, as a link to a page shows that one page.
 */
export function pageAddress(query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  next.delete('pages');
  next.set('page', String(page));
  return `?${next.toString()}`;
}

/** A route of a remote's route table, as the build reads it for `remote.json`. */
export interface DescribedRoute {
  path: string;
  /**
   * The API reads the page makes first, for the path's parameters and its address's query (a
   * list's search, filters and `?page=`: see startPageOf). Without a query, those of the bare
   * path: what `remote.json` publishes.
   */
  firstReads?: (params: RouteParams, query?: URLSearchParams) => readonly string[];
  /**
   * The names of the address's query values the first reads are made from, as a path's
   * parameters are (`/song?id=7`): `remote.json` publishes those reads as templates too, with
   * `:name` for each (filled from the query by fillRead). A list's search and `?page=` are not
   * among them: its published reads are those of the bare path.
   */
  query?: readonly string[];
  /**
   * Other public reads the page makes as it is used (an article's comments), for the path's
   * parameters: kept for reading offline, as the first reads are.
   */
  laterReads?: (params: RouteParams) => readonly string[];
  /** The page's code: the name of its chunk (see lazyPage). */
  page?: { chunk: string };
  /** The picture the page shows largest at first, named by one of its first reads. */
  firstImage?: FirstImage;
}

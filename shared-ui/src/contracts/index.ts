/**
 * Contracts that cross boundaries: the shapes of API answers, of the session,
 * of runtime configuration and the names of cross-remote events. Types, pure
 * constants and pure rules both sides apply; the server may import this module.
 */
import type { SignedInUser } from './endpoints/users.ts';
import type { AnswerOf } from './endpoint.ts';
import type { getNews } from './endpoints/news.ts';
import type { getArticle } from './endpoints/pages.ts';
import type {
  FeaturedCommentEntity,
  FeaturedVideoEntity,
  ProductEntity,
  SongEntity,
} from './entities/index.ts';
import type { FirstImage } from './images.ts';
import { routeMatches } from './routes.ts';

export * from './endpoint.ts';
export * from './apps.ts';
export * from './images.ts';
export * from './languages.ts';
export * from './low-data.ts';
export * from './routes.ts';
export * from './media-player.ts';
export * from './pages.ts';

/**
 * The identity kept on the device under `userSession` (spec section 3): the account the login
 * and session answers give, with the ids of the authors it follows. The role ('admin' may open
 * the admin console; the server decides) is absent from a record kept before roles existed.
 */
export type SessionUser = Omit<SignedInUser, 'role'> & {
  following?: number[];
  role?: SignedInUser['role'];
};

/** A news item (spec section 3), as the news endpoint answers it. */
export type NewsItem = AnswerOf<typeof getNews>['data'][number];

/** What a remote's build writes to `remote.json` beside its manifest (from its route table). */
export interface RemoteFile {
  /** Federation name (see apps.ts). */
  name: string;
  /** Route patterns the remote owns, in react-router syntax. */
  routes: string[];
  /**
   * By route pattern, the API reads (paths under the API base, with their query) the page makes
   * first, for the server to preload with it; `:name` stands for the path's parameter (routes.ts).
   */
  firstReads?: Record<string, string[]>;
  /**
   * By route pattern, the files of the page's own code (scripts and styles, beside the remote's
   * folder) that load after `./App`, for the server to preload with the page.
   */
  pageFiles?: Record<string, string[]>;
  /** By route pattern, the picture the page shows largest at first, for the server to preload. */
  firstImages?: Record<string, FirstImage>;
  /**
   * The API paths (under the API base, without a query) of the public reads the remote's pages
   * make: the service worker keeps their answers for reading offline.
   */
  publicReads?: string[];
}

/** One remote as `/remotes.json` describes it. */
export interface RemoteDescriptor {
  /** URL of the remote's mf-manifest.json (absolute or relative to the page). */
  entry: string;
  /** Route patterns the remote owns, in react-router syntax. */
  routes: string[];
  /** The API paths of the public reads its pages make (`RemoteFile.publicReads`). */
  publicReads?: string[];
}

/** The runtime configuration the shell reads from `/remotes.json`. */
export interface RuntimeConfig {
  remotes: Record<string, RemoteDescriptor>;
  /** API base addresses by host name (spec: local, staging, production). */
  api?: { hosts?: Record<string, string>; default?: string };
}

/** Which of the shell's HTML documents serves which page (its build's `documents.json`). */
export interface DocumentTable {
  /** By page path, the document file that serves it. */
  pages: Readonly<Record<string, string>>;
  /** The document of every other page. */
  fallback: string;
  /** The route patterns the shell renders itself (the remotes publish theirs in `/remotes.json`). */
  routes?: readonly string[];
}

/**
 * The document a page is served with: the first of `table.pages` whose pattern matches it (by
 * the route matcher, so `/home/` is `/home`), else the fallback. The server picks it so, and the
 * shell's service worker the same way when it answers a page offline.
 */
export function documentFor(table: DocumentTable, pathname: string): string {
  const page = Object.entries(table.pages).find(([pattern]) => routeMatches(pattern, pathname));
  return page ? page[1] : table.fallback;
}

/** Namespaced events that cross remote boundaries (window CustomEvents). */
export const events = {
  sessionChanged: 'account:session-changed',
} as const;

/** An article or story (spec section 3), as the article endpoint answers it. */
export type Article = AnswerOf<typeof getArticle>['article'];

/** A song (spec section 3): the entity contract's type. */
export type Song = SongEntity;

/** A comment under a featured video (spec section 3): the entity contract's type. */
export type FeaturedComment = FeaturedCommentEntity;

/** A featured video as /meta shows it (spec section 3): the entity contract's type. */
export type FeaturedVideo = FeaturedVideoEntity;

/** A marketplace product (spec section 3): the entity contract's type. */
export type Product = ProductEntity;

// The entities as TypeBox schemas are `shared-ui/contracts/entities`, and the endpoints'
// contracts `shared-ui/contracts/<domain>`: this module, which every app loads, takes their
// types only.

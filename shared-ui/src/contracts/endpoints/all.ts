/**
 * Every endpoint of the API, from the domains' contract modules: the server checks that each has
 * its route and each route its contract (api/test/contracts.test.ts), and the tests' fake API
 * knows by it which call is which.
 */
import type { Endpoint } from '../endpoint.ts';
import * as admin from './admin.ts';
import * as contact from './contact.ts';
import * as health from './health.ts';
import * as music from './music.ts';
import * as news from './news.ts';
import * as notifications from './notifications.ts';
import * as pages from './pages.ts';
import * as reels from './reels.ts';
import * as reports from './reports.ts';
import * as shop from './shop.ts';
import * as users from './users.ts';
import * as youtube from './youtube.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'answers' in value &&
  'policy' in value;

/** The contract modules, by domain (the first segment of their paths). */
export const DOMAINS = {
  shop,
  news,
  pages,
  music,
  reels,
  youtube,
  users,
  admin,
  contact,
  health,
  notifications,
  reports,
} as const;

export const ENDPOINTS: readonly Endpoint[] = Object.values(DOMAINS).flatMap((domain) =>
  Object.values<unknown>(domain).filter(isEndpoint),
);

/**
 * The address and method of an API call, from its contract (shared-ui/contracts/<domain>), for
 * the code that calls the API over HTTP from outside the apps: the end-to-end tests (Playwright's
 * `request`), the hardening tests (fetch) and the bench (autocannon). The address is built as the
 * apps' client builds it (`pathOf`, then `apiRead`): the query keeps the order its fields are
 * written in, so an address a test compares or a cache keys is the same string.
 */
import {
  apiRead,
  pathOf,
  queryValues,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from 'shared-ui/contracts';

/** Where the API is served, on the site's own origin. */
export const API_BASE = '/api';

type Scalar = string | number | boolean | null | undefined;

/**
 * A query with the contract's field names. Its values are loose: a test may send one the contract
 * refuses (a hostile search, a page that is no number), and the server is what it tests.
 */
export type QueryInput<E extends Endpoint> = { readonly [K in keyof QueryOf<E>]?: Scalar };

/** The parameters of the contract's path (`:name`), by name. */
export type ParamsInput<E extends Endpoint> = { readonly [K in keyof ParamsOf<E>]: string | number };

/** What the address of `E` takes: its path's parameters when it has some, and its query when it has one. */
export type AddressInput<E extends Endpoint> = ([ParamsOf<E>] extends [never]
  ? { params?: never }
  : { params: ParamsInput<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: never } : { query?: QueryInput<E> });

/** The arguments after the endpoint: optional when its path has no parameters. */
export type AddressArgs<E extends Endpoint> = [ParamsOf<E>] extends [never]
  ? [input?: AddressInput<E>]
  : [input: AddressInput<E>];

/** The read of a call under the API base (`shop/fetch_products.php?page=1`), as the apps' `readOf` names it. */
export function readOf<E extends Endpoint>(endpoint: E, ...[input]: AddressArgs<E>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: object };
  return apiRead(pathOf(endpoint.path, params), queryValues(query));
}

/** The address of a call on the site's origin: `/api/` + its path with its parameters, and its query. */
export const addressOf = <E extends Endpoint>(endpoint: E, ...input: AddressArgs<E>): string =>
  `${API_BASE}/${readOf(endpoint, ...input)}`;

/** The method and address of a call (the shape autocannon's requests and the load runner take). */
export const requestOf = <E extends Endpoint>(
  endpoint: E,
  ...input: AddressArgs<E>
): { method: E['method']; path: string } => ({
  method: endpoint.method,
  path: addressOf(endpoint, ...input),
});

/**
 * A Playwright route pattern for every call of `endpoint`, whatever its parameters (`*`) and
 * query: `**` + its address (`**\/api/reels/create_reel.php`); `withQuery` adds `*` for a query.
 */
export const routeOf = (endpoint: Endpoint, { withQuery = false } = {}): string =>
  `**${API_BASE}/${endpoint.path.replace(/:[A-Za-z_]\w*/g, '*')}${withQuery ? '*' : ''}`;

/** The route as the API document names it: `POST /api/notifications/{id}/read`. */
export const documentRouteOf = (endpoint: Endpoint): string =>
  `${endpoint.method} ${API_BASE}/${endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

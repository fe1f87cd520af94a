/**
 * Where the 'not found' page is rendered for an address that is no page. The layout around it
 * differs from one unknown address to another only in its navigation links, one of which is
 * current when the address is under it (`/music/anything`). So an unknown address is rendered
 * as the start of it that the start of some route matches, followed by a segment no route
 * takes: every unknown address shares one of a few renders, and none of its own text is in them.
 */
import { isKnownPage, partsOf, type RouteOwner } from 'shared-ui/contracts';

/** What follows the matched start: no route's own segment. */
const UNKNOWN_SEGMENT = '~';
/** Segments of it added at most, while a route's parameters still match (no route does so today). */
const MOST_UNKNOWN_SEGMENTS = 4;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const isStatic = (part: string) => part !== '*' && !part.startsWith(':');

/** How many of `segments` the start of `route` matches with its fixed segments (in either case). */
function matchedStart(route: string, segments: readonly string[]): number {
  const parts = partsOf(route);
  let matched = 0;
  while (
    matched < Math.min(parts.length, segments.length) &&
    isStatic(parts[matched]!) &&
    parts[matched]!.toLowerCase() === segments[matched]!.toLowerCase()
  ) {
    matched += 1;
  }
  return matched;
}

/**
 * The address at which to render the 'not found' page for `pathname`, no page of the shell's
 * nor of a remote's; undefined if none is found (the page is then rendered in the browser).
 */
export function notFoundAddress(
  shellRoutes: readonly string[],
  remotes: readonly RouteOwner[],
  pathname: string,
): string | undefined {
  const segments = segmentsOf(pathname);
  const routes = [...shellRoutes, ...remotes.flatMap((remote) => remote.routes)];
  const matched = Math.max(0, ...routes.map((route) => matchedStart(route, segments)));
  let address = segments
    .slice(0, matched)
    .map((segment) => `/${segment.toLowerCase()}`)
    .join('');
  for (let added = 0; added < MOST_UNKNOWN_SEGMENTS; added += 1) {
    address += `/${UNKNOWN_SEGMENT}`;
    if (!isKnownPage(shellRoutes, remotes, address)) return address;
  }
  return undefined;
}

/**
 * What a remote publishes of its route table in `remote.json` (its routes, their first reads as
 * templates, its page chunks), and how the server fills a template for a page's address. Build
 * and server code only: kept apart from the contracts the apps bundle, as nothing in a page
 * needs it.
 */
import type { FirstImage } from './images.ts';
import type { RemoteFile as RemoteFileShape } from './index.ts';
import type { DescribedRoute, RouteParams } from './routes.ts';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const PARAM = /:([A-Za-z_][\w]*)/g;

/**
 * A first-read template (`pages/get_article.php?id=:id`, as a remote's `remote.json` lists it for
 * a parameterised route) with each `:name` replaced by the parameter of that name (the path's,
 * or a query value the route names), URL-encoded; a template naming a parameter the page's
 * address does not have gives undefined. The value is decoded first,
 * as the page reads it from react-router, so the read is the very URL the page asks for.
 */
export function fillRead(template: string, params: RouteParams): string | undefined {
  let missing = false;
  const queryAt = template.includes('?') ? template.indexOf('?') : template.length;
  const filled = template.replace(PARAM, (_whole, name: string, offset: number) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) missing = true;
    const decoded = decode(value ?? '');
    // Encoded as apiRead encodes it: in the query as URLSearchParams does, in the path as a segment.
    return offset > queryAt
      ? new URLSearchParams({ v: decoded }).toString().slice(2)
      : encodeURIComponent(decoded);
  });
  return missing ? undefined : filled;
}

/** What a remote's build reads from its route table; the build turns chunk names into files. */
export interface RouteDescription extends Omit<RemoteFileShape, 'name' | 'pageFiles'> {
  /** By route pattern, the name of the chunk holding the page's code. */
  pageChunks: Record<string, string>;
}

/**
 * The routes and first reads a remote publishes in `remote.json`, from its route table. A
 * parameterised route's reads are templates: each parameter's value is `:name` (see fillRead).
 */
export function describeRoutes(table: readonly DescribedRoute[]): RouteDescription {
  const firstReads: Record<string, string[]> = {};
  const pageChunks: Record<string, string> = {};
  const firstImages: Record<string, FirstImage> = {};
  const publicReads = new Set<string>();
  for (const { path, firstReads: readsOf, query = [], laterReads, page, firstImage } of table) {
    if (page) pageChunks[path] = page.chunk;
    if (firstImage) firstImages[path] = firstImage;
    const names = [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] as string);
    const placeholders = Object.fromEntries(names.map((name) => [name, `:${name}`]));
    const queryPlaceholders =
      query.length > 0 ? new URLSearchParams(query.map((name) => [name, `:${name}`])) : undefined;
    const reads = readsOf?.(placeholders, queryPlaceholders) ?? [];
    for (const read of [...reads, ...(laterReads?.(placeholders) ?? [])]) {
      publicReads.add(read.split('?')[0]!);
    }
    if (!readsOf) continue;
    // The reads encode the placeholder's colon like any value; the template keeps it plain.
    firstReads[path] = reads.map((read) =>
      [...names, ...query].reduce((template, name) => template.replaceAll(`%3A${name}`, `:${name}`), read),
    );
  }
  return {
    routes: table.map((route) => route.path),
    firstReads,
    pageChunks,
    ...(Object.keys(firstImages).length > 0 ? { firstImages } : {}),
    ...(publicReads.size > 0 ? { publicReads: [...publicReads].sort() } : {}),
  };
}

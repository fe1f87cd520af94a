/**
 * Preload hints for a page: the files the shell will fetch, one after another, to show the
 * remote that owns the page (its federation manifest, its entry, the chunks and styles of its
 * `./App`, then those of the page's own code, which `./App` loads on demand),
 * and the API reads the remote says that page starts with. Sent as a `Link` header with the
 * page, they are fetched while the shell's own script still downloads, instead of in a chain
 * after it has run.
 */
import { fillRead } from 'shared-ui/published-routes';
import {
  imageSrcSet,
  lowDataSrcSet,
  type FirstImage,
  ownerOf as matchOwner,
  routeMatches,
  type RemoteFile,
  type RouteParams,
} from 'shared-ui/contracts';

/** The part of a remote's `mf-manifest.json` the hints need. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A built remote with the routes it owns and their first reads: its `remote.json`. */
export type RemoteRoutes = RemoteFile;

export { routeMatches };

/**
 * The remote that owns a page, the route pattern that matched, and the remote's first reads
 * for that route made for this very address (a parameterised route's reads with the path's
 * parameters, and the query values the route names, filled in; a read that cannot be filled is
 * left out), or undefined for the shell's own pages. The matching is shared-ui/contracts' route
 * matcher, as in the shell.
 */
export function ownerOf(
  remotes: readonly RemoteRoutes[],
  pathname: string,
  query?: URLSearchParams,
): { remote: RemoteRoutes; route: string; params: RouteParams } | undefined {
  const found = matchOwner(remotes, pathname);
  if (!found) return undefined;
  const { owner, route, params } = found;
  const templates = owner.firstReads && Object.hasOwn(owner.firstReads, route) ? owner.firstReads[route] : [];
  // Query values as they would stand in a path (fillRead decodes each); the path's own win.
  const values = {
    ...Object.fromEntries([...(query ?? [])].map(([k, v]) => [k, encodeURIComponent(v)])),
    ...params,
  };
  const reads = (templates ?? []).flatMap((template) => fillRead(template, values) ?? []);
  return { remote: { ...owner, firstReads: { [route]: reads } }, route, params };
}

/** A path under the API base, with its query: no way out of it, nothing to break the header. */
const SAFE_API_READ = /^(?!\/)(?!.*\.\.)[\w./-]+(\?[\w.=&%+-]*)?$/;

/** Whether the server may make (or have the browser make) `read` on this server's own `/api`. */
export const isOwnApiRead = (read: string, apiBase: string) => apiBase === '/api' && SAFE_API_READ.test(read);

/**
 * `Link` values that preload a page's first API reads, when the page's API is this server's
 * own `/api` (sent with the visitor's cookies, as the API client sends them).
 */
export function apiReadLinks(reads: readonly string[] | undefined, apiBase: string): string[] {
  return (reads ?? [])
    .filter((read) => isOwnApiRead(read, apiBase))
    .map((read) => `</api/${read}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}

const SAFE_FILE = /^[\w.-]+$/;

/**
 * The files showing remote `name`'s `./App` needs (its entry, its scripts and styles), then those
 * of the page's own code (`pageFiles`, from its `remote.json`), each once, by address.
 */
function pageCode(
  name: string,
  manifest: RemoteManifest | undefined,
  pageFiles: readonly string[],
): string[] {
  const base = `/mfe/${name}/`;
  const entry = manifest?.metaData?.remoteEntry;
  const app = manifest?.exposes?.find((expose) => expose.path === './App')?.assets;
  const files = new Set([
    ...[entry?.path ? undefined : entry?.name, ...(app?.js?.sync ?? [])],
    ...(app?.css?.sync ?? []),
    ...(manifest ? pageFiles : []),
  ]);
  return [...files]
    .filter((file) => file !== undefined && SAFE_FILE.test(file))
    .map((file) => `${base}${file}`);
}

/** One file to preload: where, as what, and whether it is fetched with CORS (and which). */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** `''` for an anonymous CORS request (the attribute without a value). */
  crossorigin?: string;
}

/** What showing remote `name`'s `./App` needs (its federation manifest first), then the page's own code. */
export function codePreloads(
  name: string,
  manifest: RemoteManifest | undefined,
  pageFiles: readonly string[] = [],
): Preload[] {
  return [
    { href: `/mfe/${name}/mf-manifest.json`, as: 'fetch', crossorigin: '' },
    ...pageCode(name, manifest, pageFiles).map((href): Preload => ({
      href,
      as: href.endsWith('.css') ? 'style' : 'script',
    })),
  ];
}

/** A preload as a `Link` header value. */
export const linkValue = ({ href, as, crossorigin }: Preload) =>
  `<${href}>; rel=preload; as=${as}${crossorigin === undefined ? '' : crossorigin ? `; crossorigin=${crossorigin}` : '; crossorigin'}`;

/** A preload as a `<link>` element (the addresses are the safe ones above: nothing to escape). */
export const linkElement = ({ href, as, crossorigin }: Preload) =>
  `<link rel="preload" href="${href}" as="${as}"${crossorigin === undefined ? '' : crossorigin ? ` crossorigin="${crossorigin}"` : ' crossorigin'}>`;

/** A stored picture's name: what the upload code writes (`<id>.webp`), nothing else. */
const SAFE_IMAGE = /^[\w-]+\.webp$/;

/** The value at a dot path (`products.0.image_1`) of a JSON answer. */
function valueAt(answer: unknown, field: string): unknown {
  let value = answer;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The `Link` value that preloads the picture a page shows largest at first, named in the answer
 * of one of its first reads, with the `srcset` and `sizes` of the page's `<img>` so the browser
 * picks the same file for both (in low-data mode, as the page does, without the widest copy);
 * undefined when the answer names no stored picture.
 */
export function firstImageLink(
  image: FirstImage,
  answer: unknown,
  apiBase: string,
  { lowData = false }: { lowData?: boolean } = {},
): string | undefined {
  const name = valueAt(answer, image.field);
  if (apiBase !== '/api' || typeof name !== 'string' || !SAFE_IMAGE.test(name)) return undefined;
  const full = imageSrcSet(apiBase, image.folder, name);
  const srcset = lowData ? lowDataSrcSet(full) : full;
  const fallback = srcset.split(' ')[0];
  return `<${fallback}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${image.sizes}"; fetchpriority=high`;
}

/**
 * Preload hints for a page: the files the shell will fetch, one after another, to show the
 * remote that owns the page (its federation manifest, its entry, the chunks and styles of its `./App`),
 * and the API reads the remote says that page starts with. Sent as a `Link` header with the
 * page, they are fetched while the shell's own script still downloads, instead of in a chain
 * after it has run.
 */

/** The part of a remote's `mf-manifest.json` the hints need. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface RemoteRoutes {
  name: string;
  routes: string[];
  /** By route pattern, the API reads (paths under the API base) the page starts with. */
  firstReads?: Record<string, string[]>;
}

/**
 * Whether a route pattern of a remote (`/articles`, `/article/:id`, `/shop/*`) matches a path,
 * as react-router's matchPath does for these shapes: `:param` is one non-empty segment, a final
 * `*` any rest, a trailing slash is ignored.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  for (const [index, part] of parts.entries()) {
    if (part === '*' && index === parts.length - 1) return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/** The remote that owns a page and the route pattern that matched, or undefined for the shell's own pages. */
export function ownerOf(
  remotes: RemoteRoutes[],
  pathname: string,
): { remote: RemoteRoutes; route: string } | undefined {
  for (const remote of remotes) {
    const route = remote.routes.find((pattern) => routeMatches(pattern, pathname));
    if (route !== undefined) return { remote, route };
  }
  return undefined;
}

/** A path under the API base, with its query: no way out of it, nothing to break the header. */
const SAFE_API_READ = /^(?!\/)(?!.*\.\.)[\w./-]+(\?[\w.=&%-]*)?$/;

/**
 * `Link` values that preload a page's first API reads, when the page's API is this server's
 * own `/api` (sent with the visitor's cookies, as the API client sends them).
 */
export function apiReadLinks(reads: readonly string[] | undefined, apiBase: string): string[] {
  if (apiBase !== '/api') return [];
  return (reads ?? [])
    .filter((read) => SAFE_API_READ.test(read))
    .map((read) => `</api/${read}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}

const SAFE_FILE = /^[\w.-]+$/;

/** The `Link` header values that preload what showing remote `name`'s `./App` needs. */
export function preloadLinks(name: string, manifest: RemoteManifest | undefined): string[] {
  const base = `/mfe/${name}/`;
  const links = [`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin`];
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  const app = manifest.exposes?.find((expose) => expose.path === './App')?.assets;
  const files = [
    ...[entry?.path ? undefined : entry?.name, ...(app?.js?.sync ?? [])].map((file) => ({
      file,
      as: 'script',
    })),
    ...(app?.css?.sync ?? []).map((file) => ({ file, as: 'style' })),
  ];
  for (const { file, as } of files) {
    if (file && SAFE_FILE.test(file)) links.push(`<${base}${file}>; rel=preload; as=${as}`);
  }
  return links;
}

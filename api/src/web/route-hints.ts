/**
 * Preload hints for a page: the files the shell will fetch, one after another, to show the
 * remote that owns the page (its federation manifest, its entry, the chunk of its `./App`).
 * Sent as a `Link` header with the page, they are fetched while the shell's own script still
 * downloads, instead of in a chain after it has run.
 */

/** The part of a remote's `mf-manifest.json` the hints need. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

export interface RemoteRoutes {
  name: string;
  routes: string[];
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

/** The remote that owns a page, or undefined for the shell's own pages. */
export function ownerOf(remotes: RemoteRoutes[], pathname: string): string | undefined {
  return remotes.find((remote) => remote.routes.some((route) => routeMatches(route, pathname)))?.name;
}

const SAFE_FILE = /^[\w.-]+$/;

/** The `Link` header values that preload what showing remote `name`'s `./App` needs. */
export function preloadLinks(name: string, manifest: RemoteManifest | undefined): string[] {
  const base = `/mfe/${name}/`;
  const links = [`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin`];
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    entry?.path ? undefined : entry?.name,
    ...(manifest.exposes?.find((expose) => expose.path === './App')?.assets?.js?.sync ?? []),
  ];
  for (const file of files) {
    if (file && SAFE_FILE.test(file)) links.push(`<${base}${file}>; rel=preload; as=script`);
  }
  return links;
}

import { use } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from 'shared-ui';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { preloadExposed, RemoteModule } from './remote-module.tsx';
import { loadedRuntimeConfig, loadRuntimeConfig } from './runtime-config.ts';

/** The remote that owns a path, from the routes each remote publishes. */
export function ownerOf(config: RuntimeConfig, pathname: string): string | null {
  for (const [name, remote] of Object.entries(config.remotes)) {
    if (remote.routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return name;
  }
  return null;
}

/** The module that renders a remote's pages. */
const pagesOf = (owner: string) => `${owner}/App`;

/**
 * Loads the code of the page at `pathname` when a remote owns it, so that the app's first
 * render shows the page rather than a loading state (see bootstrap.tsx).
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  const owner = ownerOf(await loadRuntimeConfig(), pathname);
  if (owner) await preloadExposed(pagesOf(owner));
}

/** Every route the shell does not own itself: rendered by the remote that owns it. */
export function RemoteOutlet() {
  const config = loadedRuntimeConfig() ?? use(loadRuntimeConfig());
  const { pathname } = useLocation();
  const owner = ownerOf(config, pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteModule key={owner} id={pagesOf(owner)} resetKey={pathname} />;
}

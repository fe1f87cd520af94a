import { use } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from 'shared-ui';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { RemoteModule } from './remote-module.tsx';
import { loadRuntimeConfig } from './runtime-config.ts';

/** The remote that owns a path, from the routes each remote publishes. */
export function ownerOf(config: RuntimeConfig, pathname: string): string | null {
  for (const [name, remote] of Object.entries(config.remotes)) {
    if (remote.routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return name;
  }
  return null;
}

/** Every route the shell does not own itself: rendered by the remote that owns it. */
export function RemoteOutlet() {
  const config = use(loadRuntimeConfig());
  const { pathname } = useLocation();
  const owner = ownerOf(config, pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteModule key={owner} id={`${owner}/App`} resetKey={pathname} />;
}

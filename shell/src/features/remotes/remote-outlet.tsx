import { lazy, use } from 'react';
import { useLocation } from 'react-router-dom';
import { ownerOf as matchOwner, PageHydrated, type RuntimeConfig } from 'shared-ui';
import { yieldToMain } from '../../shared/yield-to-main.ts';
import { preloadExposed, RemoteModule } from './remote-module.tsx';
import { loadRemoteModule } from './load-remote.ts';
import { loadedRuntimeConfig, loadRuntimeConfig } from './runtime-config.ts';
import { pageWithTexts } from '../../shared/page-texts.ts';
import { RenderedRemoteContext } from './server-rendered.ts';

// A path nobody owns is rare: its page loads when needed (in the outlet's Suspense, app.tsx).
const NotFoundPage = lazy(() =>
  pageWithTexts(
    import('../not-found/not-found-page.tsx').then((m) => ({
      default: m.NotFoundPage,
    })),
    (code) =>
      import(
        /* webpackChunkName: "small-pages-texts-[request]" */ `../../shared/small-pages/languages/${code}.ts`
      ),
  ),
);

/** The remote that owns a path, from the routes each remote publishes (the site's one route matcher). */
export function ownerOf(config: RuntimeConfig, pathname: string): string | null {
  const remotes = Object.entries(config.remotes).map(([name, { routes }]) => ({ name, routes }));
  return matchOwner(remotes, pathname)?.owner.name ?? null;
}

/** The module that renders a remote's pages. */
export const pagesOf = (owner: string) => `${owner}/App`;

/** What a remote's `./App` module offers besides its pages: loading one page's code ahead. */
interface RemotePages {
  preload?: (pathname: string) => Promise<unknown>;
}

/**
 * Loads the code of the page at `pathname` when a remote owns it (the remote's `./App`, then
 * the page's own code from its route table), so that the app's first render shows the page
 * rather than a loading state (see bootstrap.tsx).
 */
export async function preloadRemotePage(pathname: string): Promise<void> {
  const owner = ownerOf(await loadRuntimeConfig(), pathname);
  if (!owner) return;
  await preloadExposed(pagesOf(owner));
  // Each step in a task of its own: the remote's entry, its `./App`, then the page's code.
  await yieldToMain();
  const pages = await loadRemoteModule<RemotePages>(pagesOf(owner));
  await yieldToMain();
  await pages.preload?.(pathname);
}

/** Every route the shell does not own itself: rendered by the remote that owns it. */
export function RemoteOutlet() {
  const config = use(RenderedRemoteContext)?.config ?? loadedRuntimeConfig() ?? use(loadRuntimeConfig());
  const { pathname } = useLocation();
  const owner = ownerOf(config, pathname);
  if (!owner) {
    return (
      <>
        <NotFoundPage />
        <PageHydrated />
      </>
    );
  }
  return <RemoteModule key={owner} id={pagesOf(owner)} resetKey={pathname} serverRendered />;
}

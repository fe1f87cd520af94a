import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  confirmStoredSession,
  Hydrating,
  PAGE_LIVE_EVENT,
  SERVER_RENDERED_ATTRIBUTE,
  useSession,
} from 'shared-ui';
import 'shared-ui/styles.css';
import './app/app.css';
import { App, isShellPage } from './app/app.tsx';
import { listenForInstallPrompt } from './features/pwa/install-prompt.ts';
import { registerServiceWorker } from './features/pwa/register-service-worker.ts';
import { preloadRemotePage } from './features/remotes/remote-outlet.tsx';
import { loadRuntimeConfig } from './features/remotes/runtime-config.ts';
import { yieldToMain } from './shared/yield-to-main.ts';
import { keepEarlyInput } from './features/hydration/kept-input.ts';

listenForInstallPrompt();
// A session record on the device is checked with the server once the API's address is known.
if (useSession.getState().user) void loadRuntimeConfig().then(confirmStoredSession, () => undefined);
// The service worker exists in production builds only (the dev server rebuilds in memory).
if (process.env.NODE_ENV === 'production') registerServiceWorker();

const container = document.getElementById('root') as HTMLElement;

/**
 * A guest's page comes rendered by the server (marked `data-server-rendered`): the app hydrates
 * it, so what a visitor taps, types or ticks while the scripts load is kept and acted on.
 * Otherwise the document may hold the page's first screen, prerendered at build time
 * (documents.ts, marked `data-prerendered`): the app does not hydrate that one, as what a
 * member or a chosen theme changes need not match it; its first commit replaces it with the
 * same markup, live, and then drops the mark.
 */
const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
function Started() {
  useEffect(() => container.removeAttribute('data-prerendered'), []);
  return null;
}

/** The longest the first render waits for the code of a remote's page. */
const FIRST_PAGE_WAIT_MS = 1000;
/**
 * The longest hydration waits for it: the page is on screen meanwhile, and what the visitor
 * does with it is kept.
 */
const HYDRATION_WAIT_MS = 10_000;

/**
 * A remote's page (its code is preloaded beside main.js) renders in the app's first commit when
 * it has loaded by then, instead of as a loading state replaced a moment later: one render of
 * the layout instead of two, and no wait for React to space out the reveal of suspended
 * content. Meanwhile the document shows the page's frame. A page that takes longer, or fails,
 * shows its loading state or its error in place as before. The shell's own pages start at once.
 */
function firstPageReady(waitMs: number): Promise<unknown> {
  if (isShellPage(location.pathname)) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, waitMs)));
  const loaded = preloadRemotePage(location.pathname).catch(() => undefined);
  return Promise.race([loaded, waited]).finally(() => clearTimeout(timer));
}

// The visitor may already be using a page the server rendered: what they did (the document noted
// it from the start) is done again once the page is live.
const early = serverRendered ? keepEarlyInput(container) : undefined;
if (early) container.addEventListener(PAGE_LIVE_EVENT, () => void early.replay(), { once: true });

/*
 * The first render (or hydration) is a transition: React renders it in slices of a few
 * milliseconds and lets the browser run between them, instead of one task of ~80 ms (~320 ms on a
 * phone's slower core) that blocks every tap. Its suspended parts still show their fallbacks, as
 * nothing is on screen yet that React could keep instead. A page the server rendered waits for
 * its code first, so it hydrates in one pass: a part left waiting for its code while the parts
 * around it hydrate would be rendered afresh.
 */
void firstPageReady(serverRendered ? HYDRATION_WAIT_MS : FIRST_PAGE_WAIT_MS).then(async () => {
  await yieldToMain();
  const app = (
    <StrictMode>
      {serverRendered ? (
        <Hydrating>
          <App />
        </Hydrating>
      ) : (
        <>
          <App />
          <Started />
        </>
      )}
    </StrictMode>
  );
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

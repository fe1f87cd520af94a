/**
 * Production only: registers the service worker and keeps watch for new versions,
 * of the shell (a new worker waiting) and of the remotes (a changed manifest).
 * Either way the visitor is told and chooses when to reload.
 *
 * It speaks to the browser's service worker API directly: the part of workbox-window
 * it used (register after the load event, tell a waiting worker, ask it to take over)
 * is these few lines, and workbox-window was 1.5 KB of every first visit's main.js.
 */
import { remotesChanged } from './remote-versions.ts';
import { useUpdate } from './update-store.ts';

const CHECK_EVERY_MS = 10 * 60_000;
const MIN_GAP_MS = 60_000;

/** The message the worker (src/sw/service-worker.ts) takes over on. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** Offers the visitor a new worker that is waiting (installed while an older one controls the page). */
function offerWaiting(container: ServiceWorkerContainer, waiting: ServiceWorker): void {
  useUpdate.getState().offer(() => {
    // Reload once the new worker has taken over.
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage(SKIP_WAITING);
  });
}

/** Tells the visitor about a worker already waiting, and about each one that installs later. */
function watchForWaiting(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration): void {
  // With no worker in control this is the first install: it takes over without waiting.
  if (registration.waiting && container.controller) offerWaiting(container, registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offerWaiting(container, installing);
    });
  });
}

export function registerServiceWorker(): void {
  let registration: ServiceWorkerRegistration | null = null;
  if ('serviceWorker' in navigator) {
    const container = navigator.serviceWorker;
    // Registered once the page has loaded, or at once if it already has (the app starts after
    // the first paint, often after the load event), so the worker's precache does not compete
    // with the page's own files. A refused registration (private mode, blocked by policy)
    // leaves the site working online.
    const register = () => {
      container.register('/sw.js').then(
        (registered: ServiceWorkerRegistration | undefined) => {
          // Some browsers (and automation that holds workers back) answer with no registration.
          if (!registered) return;
          registration = registered;
          watchForWaiting(container, registered);
        },
        () => undefined,
      );
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }

  let lastCheck = 0;
  const check = async () => {
    if (Date.now() - lastCheck < MIN_GAP_MS || !navigator.onLine) return;
    lastCheck = Date.now();
    void registration?.update().catch(() => undefined);
    try {
      if ((await remotesChanged()) && !useUpdate.getState().reload) {
        useUpdate.getState().offer(() => window.location.reload());
      }
    } catch {
      // Unreachable server: check again later.
    }
  };
  setInterval(() => void check(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}

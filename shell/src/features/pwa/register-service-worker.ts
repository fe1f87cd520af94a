/**
 * Production only: registers the service worker and keeps watch for new versions,
 * of the shell (a new worker waiting) and of the remotes (a changed manifest).
 * Either way the visitor is told and chooses when to reload.
 */
import { Workbox } from 'workbox-window';
import { remotesChanged } from './remote-versions.ts';
import { useUpdate } from './update-store.ts';

const CHECK_EVERY_MS = 10 * 60_000;
const MIN_GAP_MS = 60_000;

export function registerServiceWorker(): void {
  let worker: Workbox | null = null;
  if ('serviceWorker' in navigator) {
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => {
      useUpdate.getState().offer(() => {
        // Reload once the new worker has taken over.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    // Workbox registers once the page has loaded, or at once if it already has (the app starts
    // after the first paint, often after the load event). A refused registration (private
    // mode, blocked by policy) leaves the site working online.
    void wb.register().catch(() => undefined);
    worker = wb;
  }

  let lastCheck = 0;
  const check = async () => {
    if (Date.now() - lastCheck < MIN_GAP_MS || !navigator.onLine) return;
    lastCheck = Date.now();
    void worker?.update().catch(() => undefined);
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

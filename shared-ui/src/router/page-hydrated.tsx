import { useEffect } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '../server/render-state.ts';

export { SERVER_RENDERED_ATTRIBUTE };

/** The event the root gets once its page is live (the first time only: it then has no mark). */
export const PAGE_LIVE_EVENT = 'page-live';

/**
 * Placed after a page's content, in the same Suspense boundary: once that content has hydrated
 * (its effects run then), the root loses its server-rendered mark and gets `PAGE_LIVE_EVENT`, so
 * whoever waits for the page to be live (the shell, a test) can tell. Renders nothing, on the
 * server or in the browser.
 */
export function PageHydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    root.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, []);
  return null;
}

import { useEffect } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '../server/render-state.ts';

export { SERVER_RENDERED_ATTRIBUTE };

/**
 * Placed after a page's content, in the same Suspense boundary: once that content has hydrated
 * (its effects run then), the root loses its server-rendered mark, so whoever waits for the page
 * to be live (a test, a measurement) can tell. Renders nothing, on the server or in the browser.
 */
export function PageHydrated() {
  useEffect(() => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return null;
}

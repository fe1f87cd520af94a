/**
 * What a server render of a page is made with, besides its URL and language: the answers to
 * its first reads and whether the visitor is in low-data mode. The page's code reads both as it
 * does in the browser (`takeDocumentAnswer`, `lowDataNow`), so a page renders the same markup on
 * the server and in the browser that hydrates it. Set by the server entry before each render
 * (server/render-page.tsx); never in a browser.
 */

interface ServerRender {
  answers: Map<string, unknown>;
  lowData: boolean;
}

let current: ServerRender | undefined;

/** Starts a server render with these answers (by read) and low-data mode. */
export function beginServerRender(answers: Readonly<Record<string, unknown>>, lowData: boolean): void {
  current = { answers: new Map(Object.entries(answers)), lowData };
}

/** The answers of the server render under way, or undefined in a browser. */
export const serverAnswers = (): Map<string, unknown> | undefined => current?.answers;

/** Whether the server render under way is in low-data mode (false in a browser). */
export const serverLowData = (): boolean => current?.lowData ?? false;

/**
 * The root element's attribute that tells the browser the server rendered the page in low-data
 * mode: hydration starts from the same choice (`useLowData`'s server snapshot).
 */
export const LOW_DATA_RENDER_ATTRIBUTE = 'data-low-data';

/**
 * The root element's attribute of a page the server rendered: the browser hydrates it (shell's
 * bootstrap), and drops it once the page's content is live (router/page-hydrated.tsx).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The answers the server sent with this page's document: on a first visit, a guest's page comes
 * with the answers to its first reads (see `DOCUMENT_ANSWERS_ID`), so the page can render its
 * first screen in its first render instead of asking for them once its code has run. Each is
 * taken once: a later visit to the same list in this tab asks the API as usual.
 */
import { DOCUMENT_ANSWERS_ID } from '../contracts/routes.ts';
import { serverAnswers } from '../server/render-state.ts';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(DOCUMENT_ANSWERS_ID);
  try {
    const parsed: unknown = JSON.parse(element?.textContent || '{}');
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/**
 * The answer the document came with for `read` (an API path with its query, as `apiRead` builds
 * it), or undefined when it came with none or it was taken already.
 */
export function takeDocumentAnswer(read: string): unknown {
  // On the server, the render's own answers: the same the document carries to the browser.
  const from = serverAnswers() ?? (answers ??= readAnswers());
  const answer = from.get(read);
  from.delete(read);
  return answer;
}

/** Forgets what was read from the document (tests render pages from several documents). */
export function resetDocumentAnswers(): void {
  answers = undefined;
}

/**
 * A GET of a read the document came with, answered from it (once), for the API client: a page
 * whose code asks for its first reads gets them without a round trip. Undefined for any other
 * request, which goes to the network.
 */
export function documentResponse(request: Request, apiBase: string): Response | undefined {
  if (request.method !== 'GET' || typeof location === 'undefined') return undefined;
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, location.href);
  const url = new URL(request.url);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  const answer = takeDocumentAnswer(url.pathname.slice(base.pathname.length) + url.search);
  return answer === undefined
    ? undefined
    : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
}

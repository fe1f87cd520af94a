/**
 * The shell's HTML documents: which one serves a page, and the CSP that lets its inline
 * scripts run. The shell's build describes them in `dist/documents.json`
 * (shell/src/documents.ts); a build without that file serves every page with index.html.
 * Which document serves a page is `documentFor` of shared-ui/contracts, as in the service worker.
 */
import Negotiator from 'negotiator';
import type { Static } from 'typebox';
import type { DocumentsFile } from '../schemas/web.ts';

export type Documents = Static<typeof DocumentsFile>;

export const PLAIN_DOCUMENTS: Documents = { pages: {}, fallback: 'index.html', scriptHashes: [] };

/** A Content-Security-Policy whose script-src also allows the given sources (inline script hashes). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^script-src(\s|$)/.test(directive));
  if (index === -1) return policy;
  directives[index] = [directives[index], ...sources].join(' ');
  return directives.join(';');
}

/**
 * Whether a client takes an HTML page: `text/html`, `text/*` or `*\/*` in its Accept header with
 * a quality above 0, or no Accept header at all (curl, link checkers, preview bots, feed readers).
 */
export function acceptsHtml(accept: string | undefined): boolean {
  return new Negotiator({ headers: { accept } }).mediaType(['text/html']) !== undefined;
}

/** A last segment with a file extension (`/robots.txt`, `/main.1a2b.js`): a file, never a page. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

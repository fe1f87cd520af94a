/**
 * Low-data mode: for visitors who pay for every megabyte. It follows the browser's Save-Data
 * signal (`navigator.connection.saveData`, the `Save-Data: on` request header) unless the visitor
 * chose otherwise in /settings; the choice is kept in a cookie, so the server, the service worker
 * and every app read the same answer. Pure rules, shared by all three.
 */

/** The cookie holding the visitor's choice: `on` or `off` (absent: follow the browser). */
export const LOW_DATA_COOKIE = 'lowData';

export type LowDataChoice = 'on' | 'off';

/** The choice a cookie header (or `document.cookie`) holds, or null for none. */
const CHOICE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LOW_DATA_COOKIE}=(on|off)(?:;|$)`);

export function lowDataChoiceIn(cookies: string | undefined | null): LowDataChoice | null {
  const match = CHOICE_IN_COOKIES.exec(cookies ?? '');
  return (match?.[1] as LowDataChoice | undefined) ?? null;
}

/** Whether low-data mode is on: the visitor's choice, else the browser's Save-Data signal. */
export const isLowData = (choice: LowDataChoice | null, browserSavesData: boolean): boolean =>
  choice === null ? browserSavesData : choice === 'on';

/**
 * The widest picture a low-data page loads: the small stored width (480 px) reads well on a
 * phone's column, where the full 1280 px copy costs several times the bytes.
 */
export const LOW_DATA_IMAGE_WIDTH = 640;

/**
 * A `srcset` without the candidates wider than a low-data page loads (one at least is kept):
 * `a-w480.webp 480w, a.webp 1280w` → `a-w480.webp 480w`.
 */
export function lowDataSrcSet(srcset: string): string {
  const candidates = srcset.split(',').map((candidate) => candidate.trim());
  const width = (candidate: string) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? 0);
  const kept = candidates.filter((candidate) => width(candidate) <= LOW_DATA_IMAGE_WIDTH);
  if (kept.length > 0) return kept.join(', ');
  const narrowest = [...candidates].sort((a, b) => width(a) - width(b))[0];
  return narrowest ?? srcset;
}

/** A document (HTML) whose every `srcset` and `imagesrcset` loads no more than a low-data page. */
export const lowDataDocument = (html: string): string =>
  html.replace(
    /\b(srcset|imagesrcset)="([^"]*)"/gi,
    (_whole, attribute: string, srcset: string) => `${attribute}="${lowDataSrcSet(srcset)}"`,
  );

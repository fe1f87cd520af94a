/**
 * A first visit's page comes with the answers to its first reads, so it renders its first screen
 * (the list's cards, the first picture) in its first render instead of asking for them once its
 * code has run: on a phone, one render of the page instead of two, and the largest picture shown
 * that much sooner. Only a guest's page carries them (the answers are the guests' own, from the
 * answer cache); a member's page preloads its reads as before. The service worker serves later
 * visits from the precached document, without answers: the page asks the API then.
 */
import { DOCUMENT_ANSWERS_ID } from 'shared-ui/contracts';

/** An answer longer than this (as JSON) is left for the page to ask for: the document stays small. */
export const MAX_DOCUMENT_ANSWER_CHARS = 48 * 1024;

/**
 * JSON to put inside a `<script>` element: `<` is written as `\u003c`, so no text of an answer
 * (an article's body, say) can close the element or open a comment.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The answers, each short enough to carry, by read. */
export function carriedAnswers(answers: ReadonlyMap<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    [...answers].filter(([, answer]) => JSON.stringify(answer).length <= MAX_DOCUMENT_ANSWER_CHARS),
  );
}

/** The document with the answers in a JSON data element before `</body>` (no script runs it). */
export function withDocumentAnswers(html: string, answers: Readonly<Record<string, unknown>>): string {
  if (Object.keys(answers).length === 0) return html;
  const element = `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${element}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}

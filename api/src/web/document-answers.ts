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
 * JSON text to put inside a `<script>` element: `<` is written as `\u003c` (the same value to a
 * JSON parser), so no text of an answer (an article's body, say) can close the element or open
 * a comment.
 */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The answers (JSON texts, by read) short enough to carry. */
export function carriedAnswers(answers: ReadonlyMap<string, string>): Record<string, string> {
  return Object.fromEntries([...answers].filter(([, json]) => json.length <= MAX_DOCUMENT_ANSWER_CHARS));
}

/**
 * The document with the answers in a JSON data element before `</body>` (no script runs it).
 * Each answer is the API's JSON text as it was sent, put in as it is: it is neither parsed nor
 * written again.
 */
export function withDocumentAnswers(html: string, answers: Readonly<Record<string, string>>): string {
  const entries = Object.entries(answers);
  if (entries.length === 0) return html;
  const json = `{${entries.map(([read, answer]) => `${JSON.stringify(read)}:${answer}`).join(',')}}`;
  const element = `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${scriptSafe(json)}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${element}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}

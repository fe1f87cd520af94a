/** Schema pieces several domains' endpoints use. */
import { Type, type Static, type TSchema } from 'typebox';

/**
 * `{status, message}`: the answer of the account calls and of the deletes, and the refusal of
 * every call whose success answer has `status` (the server's own refusals too: an unknown path,
 * malformed JSON, a rate limit).
 */
export const StatusAnswer = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});
export type StatusAnswer = Static<typeof StatusAnswer>;

/**
 * Why an administrator removes a member's item (a delete's optional `reason`): the owner's
 * notification shows it. An owner deleting their own item gives none.
 */
export const RemovalReason = Type.Optional(
  Type.String({
    maxLength: 500,
    description: "Why an administrator removes it (optional): shown in the owner's notification",
  }),
);

/** `{success, message}`: the answer of the profile writes, and their refusals. */
export const SuccessAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});

/** `{success: false, message}`: the refusals of the calls whose success answer has `success`. */
export const SuccessRefusal = Type.Object({ success: Type.Literal(false), message: Type.String() });

/**
 * The parts of a multipart form: `files` name the file parts, every other part is text. Uploads
 * are read as a stream, so this schema documents the form (and types the client's fields).
 */
export function multipartForm<
  const Text extends Record<string, string>,
  const Files extends Record<string, string>,
>(text: Text, files: Files, required: readonly ((keyof Text | keyof Files) & string)[]) {
  const parts = {
    ...Object.fromEntries(
      Object.entries(text).map(([name, about]) => [name, Type.String({ description: about })]),
    ),
    ...Object.fromEntries(
      Object.entries(files).map(([name, about]) => [
        name,
        Type.String({ format: 'binary', description: about }),
      ]),
    ),
  };
  return Type.Object(parts, { required: [...required] });
}

/** The same refusal schema for several statuses: `{ ...refusals(StatusAnswer, 400, 401) }`. */
export function refusals<S extends TSchema, const Codes extends readonly number[]>(
  schema: S,
  ...codes: Codes
): { readonly [Code in Codes[number]]: S } {
  return Object.fromEntries(codes.map((code) => [code, schema])) as { [Code in Codes[number]]: S };
}

/** The longest site search query (`q`) the search endpoints take. */
export const SEARCH_QUERY_MAX = 100;
/** Results one search group asks for: by default, and at most. */
export const SEARCH_LIMIT = { default: 5, max: 20 } as const;

/**
 * The query of every domain's search endpoint (the site search's groups). Words match the start
 * of a word, case and accents aside; search syntax (quotes, `*`, `-`, `OR`…) is plain text.
 */
export const SiteSearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: SEARCH_QUERY_MAX,
      description: 'The words searched for; empty (or no letters or digits) finds nothing',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT.max, default: SEARCH_LIMIT.default }),
  ),
});
export type SiteSearchQuery = Static<typeof SiteSearchQuery>;

/** One result of a site search: what a group's row shows, whatever the kind. */
export const SiteSearchHit = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  snippet: Type.String({ description: 'The start of its text (at most 160 characters)' }),
  picture: Type.Union([Type.String(), Type.Null()], {
    description: "Its picture's stored name, as the kind's own list gives it (null: none)",
  }),
  date: Type.String({ description: 'When it was published (ISO 8601, or YYYY-MM-DD for news)' }),
});
export type SiteSearchHit = Static<typeof SiteSearchHit>;

/** A site search group's answer: how many match (counted up to 200) and the best of them. */
export const SiteSearchAnswer = Type.Object({
  total: Type.Integer({ minimum: 0, maximum: 200 }),
  items: Type.Array(SiteSearchHit),
});
export type SiteSearchAnswer = Static<typeof SiteSearchAnswer>;

/** The refusal of a search query the schema does not take (too long, a bad limit). */
export const SearchRefusal = Type.Object({ error: Type.String() });

/** The description every search endpoint shares. */
export const SEARCH_DESCRIPTION =
  'Words match the start of words (title weighs more than text; recent first among equals); ' +
  'case and accents do not matter, and a one-letter typo in a word of 5 letters or more is ' +
  'forgiven when nothing matches as typed. Items hidden by moderators (and unpublished or ' +
  `expired ones) never appear. \`q\` longer than ${SEARCH_QUERY_MAX} characters or a bad \`limit\` ` +
  'answers 400; an empty `q` answers no items.';

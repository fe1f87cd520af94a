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

import { Type, type Static, type TSchema } from 'typebox';

/** `{status, message}`: the answer of every account call and of every error. */
export const StatusAnswer = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});

export type StatusAnswer = Static<typeof StatusAnswer>;

/**
 * The 503 of a call that can have more to do than the server does in time (work-gate.ts: sign-in,
 * registration, uploads with images): the call's refusal, and when to try again.
 */
export function busyAnswer<T extends TSchema>(refusal: T): T {
  return {
    ...refusal,
    description: 'Busy: too many at once. Nothing was changed; try again after Retry-After seconds.',
    headers: {
      'retry-after': Type.Integer({ minimum: 1, description: 'Seconds to wait before trying again' }),
    },
  };
}

/** `{success: false, message}`: refusals of the calls whose answer has \`success\` (config.refusal 'success'). */
export const SuccessRefusal = Type.Object({ success: Type.Literal(false), message: Type.String() });

export const Health = Type.Object({ status: Type.Literal('ok') });

/**
 * The parts of a multipart form, for the API document only: uploads are parsed as a stream
 * (uploads/multipart.ts), so Fastify never validates this. `files` name the file parts; every
 * other part is text. Routes give it as `config.multipartForm` (plugins/external/swagger.ts).
 */
export function multipartForm(
  text: Record<string, string>,
  files: Record<string, string>,
  required: readonly string[],
) {
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

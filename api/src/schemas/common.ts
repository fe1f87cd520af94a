import { Type, type Static } from 'typebox';

/** `{status, message}`: the answer of every account call and of every error. */
export const StatusAnswer = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});

export type StatusAnswer = Static<typeof StatusAnswer>;

export const Health = Type.Object({ status: Type.Literal('ok') });

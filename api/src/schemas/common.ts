import { Type, type TSchema } from 'typebox';

/** `{status, message}`: shared-ui/contracts/forms. */
export { StatusAnswer } from 'shared-ui/contracts/forms';

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

/** What the admin console's endpoints share: ids, pages, and the refusals every call may give. */
import { Type } from 'typebox';
import { StatusAnswer, refusals } from './forms.ts';

export const Id = (description?: string) =>
  Type.Integer(description === undefined ? { minimum: 1 } : { minimum: 1, description });
export const IdParams = Type.Object({ id: Id() });
export const Page = Type.Integer({ minimum: 1, default: 1 });
export const NullableString = Type.Union([Type.String(), Type.Null()]);

/**
 * Every console call may refuse bad input (400), a guest (401) and a member (403), and a call
 * naming an item one that is not there (404): each `{status: 'error', message}`.
 */
export const CONSOLE_REFUSALS = refusals(StatusAnswer, 400, 401, 403);
export const ITEM_REFUSALS = refusals(StatusAnswer, 400, 401, 403, 404);

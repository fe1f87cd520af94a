/** Field shapes the entity contracts share. */
import { Type } from 'typebox';

/** A stored file name (or other text) that may be absent: null. */
export const NullableName = (description?: string) =>
  Type.Union([Type.String(), Type.Null()], description === undefined ? {} : { description });

/** Where a page of a list stands: its number, and whether a next one has items. */
export const PageSchema = Type.Object({
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

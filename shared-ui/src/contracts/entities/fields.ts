/** Field shapes the entity contracts share. */
import { Type, type Static } from 'typebox';

/** A stored file name (or other text) that may be absent: null. */
export const NullableName = (description?: string) =>
  Type.Union([Type.String(), Type.Null()], description === undefined ? {} : { description });

/** Where a page of a list stands: its number, and whether a next one has items. */
export const PageSchema = Type.Object({
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

/**
 * Where a member's item stands with the moderators, as its owner's own lists show it: `review`
 * when members' reports hid it until a moderator looks, `removed` when a moderator hid it; null
 * when everyone sees it.
 */
export const ModerationSchema = Type.Union([Type.Literal('review'), Type.Literal('removed'), Type.Null()], {
  description: "review: hidden by members' reports until a moderator looks; removed: hidden by a moderator",
});
export type Moderation = Static<typeof ModerationSchema>;

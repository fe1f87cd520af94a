/**
 * The news items and featured videos of the spec (section 3), defined once: the API's route
 * schemas and OpenAPI document use them, the front ends read their types through
 * shared-ui/contracts (`NewsItem`, `FeaturedVideo`, `FeaturedComment`).
 */
import { Type, type Static } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One news item. */
export const NewsItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  launches_on: Type.String(),
  short_description: Type.String(),
  full_description: Type.String(),
  link: NullableString,
  image_1: NullableString,
  image_2: NullableString,
  video_url: NullableString,
});
export type NewsItemEntity = Static<typeof NewsItemSchema>;

/** A comment under a featured video. */
export const FeaturedCommentSchema = Type.Object({
  comment_id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "The member who wrote it; null for a guest's",
  }),
  username: Type.String(),
  comment: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
});
export type FeaturedCommentEntity = Static<typeof FeaturedCommentSchema>;

/** A featured video with its comments. */
export const FeaturedVideoSchema = Type.Object({
  video_id: Type.Integer(),
  video_name: Type.String(),
  video_url: Type.String({
    description: 'A YouTube embed address, or the path of a video on this site (/api/videos/{name})',
  }),
  description: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  total_likes: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  comments: Type.Array(FeaturedCommentSchema, { description: 'All of them, newest first' }),
});
export type FeaturedVideoEntity = Static<typeof FeaturedVideoSchema>;

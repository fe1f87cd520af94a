/**
 * The Article entity (spec section 3) and its status, defined once: the API's route schemas,
 * its OpenAPI document and its repositories use these; a client reads the types with `Static<>`.
 */
import { Type, type Static, type TLiteral } from 'typebox';
import { NullableName } from './fields.ts';

/** New articles wait as 'pending' until an administrator publishes (or rejects) them. */
export const ARTICLE_STATUSES = ['pending', 'published', 'rejected'] as const;

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

export const ArticleStatusSchema = Type.Union(
  ARTICLE_STATUSES.map((status) => Type.Literal(status)) as Literals<typeof ARTICLE_STATUSES>,
);
export type ArticleStatus = Static<typeof ArticleStatusSchema>;

/** An article or story as the API answers it, with how many comments it has. */
export const ArticleSchema = Type.Object({
  id: Type.Integer(),
  article_name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  subcategory: Type.String(),
  status: ArticleStatusSchema,
  likes_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  user_id: Type.Integer(),
  user_name: Type.String(),
  profile_image: NullableName("The author's profile image, or null for the default one"),
  image_url1: NullableName('Stored image name, served at /api/images/{name} (also -w480 at 480px)'),
  image_url2: NullableName('Stored image name, or null'),
  image_url3: NullableName('Stored image name, or null'),
  video_url1: NullableName('Stored video name, served at /api/videos/{name}'),
  video_url2: NullableName('Stored video name, or null'),
  comments_count: Type.Integer({ minimum: 0 }),
});
export type ArticleEntity = Static<typeof ArticleSchema>;

/** A comment on an article (spec section 3), as the comments list answers it. */
export const CommentSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "The member who wrote it; null for a guest's",
  }),
  user_name: Type.String(),
  comment: Type.String(),
  created_at: Type.String(),
});

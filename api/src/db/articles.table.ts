import type { Generated, Insertable, Selectable } from 'kysely';
import type { ArticleEntity, ArticleStatus } from 'shared-ui/contracts/entities';
import type { ModeratedColumns } from './moderation.table.ts';

export type { ArticleStatus };

/** An article or story (spec section 3 'Article'). */
export interface ArticlesTable extends ModeratedColumns {
  id: Generated<number>;
  article_name: string;
  description: string;
  /** The category and subcategory names as chosen (they exist in `categories`/`subcategories`). */
  category: string;
  subcategory: string;
  status: ArticleStatus;
  /** Why a moderator did not publish it (set with 'rejected'), or null. */
  status_reason: Generated<string | null>;
  likes_count: number;
  user_id: number;
  /** Stored names in the 'images' media kind (served at /api/images/{name}), or null. */
  image_url1: string | null;
  image_url2: string | null;
  image_url3: string | null;
  /** Stored names in the 'videos' media kind (served at /api/videos/{name}), or null. */
  video_url1: string | null;
  video_url2: string | null;
  /** ISO 8601 UTC timestamps. */
  created_at: string;
  updated_at: string;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;

/** The table holds the contract's columns (the author's name and picture and the count come from joins). */
export const articleColumnsMatch = {} as Omit<ArticleRow, 'updated_at'> satisfies Omit<
  ArticleEntity,
  'user_name' | 'profile_image' | 'comments_count'
>;

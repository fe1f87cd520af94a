import type { Generated, Insertable, Selectable } from 'kysely';
import type { ModeratedColumns } from './moderation.table.ts';

/** A comment on an article (spec section 3 'Comment'); guests comment as 'Guest'. */
export interface ArticleCommentsTable extends ModeratedColumns {
  id: Generated<number>;
  article_id: number;
  /** The member who wrote it; null for a guest (or once the account is deleted). */
  user_id: number | null;
  /** The name shown, kept as it was when the comment was written. */
  user_name: string;
  comment: string;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type ArticleComment = Selectable<ArticleCommentsTable>;
export type NewArticleComment = Insertable<ArticleCommentsTable>;

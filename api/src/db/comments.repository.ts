import type { Kysely } from 'kysely';
import type { ArticleComment, NewArticleComment } from './comments.table.ts';
import type { Database } from './schema.ts';

export type CommentView = Pick<ArticleComment, 'id' | 'user_name' | 'comment' | 'created_at'>;

const COLUMNS = ['id', 'user_name', 'comment', 'created_at'] as const;

/** A page of an article's comments, newest first. */
export function listComments(
  db: Kysely<Database>,
  articleId: number,
  page: { limit: number; offset: number },
): Promise<CommentView[]> {
  return db
    .selectFrom('article_comments')
    .select(COLUMNS)
    .where('article_id', '=', articleId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function addComment(db: Kysely<Database>, comment: NewArticleComment): Promise<CommentView> {
  return db.insertInto('article_comments').values(comment).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function insertComments(db: Kysely<Database>, comments: NewArticleComment[]): Promise<void> {
  if (comments.length > 0) await db.insertInto('article_comments').values(comments).execute();
}

export async function countComments(db: Kysely<Database>, articleId: number): Promise<number> {
  const row = await db
    .selectFrom('article_comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('article_id', '=', articleId)
    .executeTakeFirstOrThrow();
  return Number(row.n); // PostgreSQL returns count(*) as a bigint string
}

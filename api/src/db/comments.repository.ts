import type { Kysely } from 'kysely';
import type { ArticleComment, NewArticleComment } from './comments.table.ts';
import { notify } from './notifications.repository.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

export type CommentView = Pick<ArticleComment, 'id' | 'user_id' | 'user_name' | 'comment' | 'created_at'>;

const COLUMNS = ['id', 'user_id', 'user_name', 'comment', 'created_at'] as const;

/** A page of an article's comments everyone sees (not those the moderators hid), newest first. */
export function listComments(
  db: Kysely<Database>,
  articleId: number,
  page: { limit: number; offset: number },
): Promise<CommentView[]> {
  return db
    .selectFrom('article_comments')
    .select(COLUMNS)
    .where('article_id', '=', articleId)
    .where('moderation', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Adds a comment and, in the same transaction, notifies the article's author (unless it is theirs). */
export function addComment(db: Kysely<Database>, comment: NewArticleComment): Promise<CommentView> {
  return inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('article_comments')
      .values(comment)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const article = await trx
      .selectFrom('articles')
      .select(['user_id', 'article_name'])
      .where('id', '=', comment.article_id)
      .executeTakeFirstOrThrow();
    await notify(trx, {
      user_id: article.user_id,
      kind: 'comment',
      by: comment.user_id ?? null,
      actor_id: comment.user_id ?? null,
      actor_name: comment.user_name,
      subject: 'article',
      subject_id: comment.article_id,
      subject_title: article.article_name,
      created_at: comment.created_at,
    });
    return added;
  });
}

export async function insertComments(db: Kysely<Database>, comments: NewArticleComment[]): Promise<void> {
  if (comments.length > 0) await db.insertInto('article_comments').values(comments).execute();
}

/** How many comments of an article everyone sees. */
export async function countComments(db: Kysely<Database>, articleId: number): Promise<number> {
  const row = await db
    .selectFrom('article_comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('article_id', '=', articleId)
    .where('moderation', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n); // PostgreSQL returns count(*) as a bigint string
}

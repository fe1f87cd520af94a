import { apiRead, http, readJson, readPage, type ListPage } from 'shared-ui';
import type { CommentSchema } from 'shared-ui/contracts/entities';
import type { Static } from 'typebox';

/** A comment on an article (spec section 3). */
export type ArticleComment = Static<typeof CommentSchema>;

/** GET /pages/get_comments.php?articleId&page: a page of the article's comments, newest first. */
export const commentsRead = (articleId: number | string, page = 1) =>
  apiRead('pages/get_comments.php', page > 1 ? { articleId, page } : { articleId });

/** A page of the article's comments; throws when it cannot be read. */
export async function getComments(articleId: number | string, page = 1): Promise<ListPage<ArticleComment>> {
  return readPage<ArticleComment>(await http().get(commentsRead(articleId, page)), 'comments');
}

/**
 * POST /pages/add_comment.php {articleId, comment, userId}: the saved comment and the new count,
 * or null when refused (userId null comments as a guest). Throws on network failure.
 */
export async function addComment(
  articleId: number,
  comment: string,
  userId: number | null,
): Promise<{ comment: ArticleComment; count: number } | null> {
  const response = await http().post('pages/add_comment.php', { json: { articleId, comment, userId } });
  const body = await readJson<{ success: boolean; comment: ArticleComment; comments_count: number }>(
    response,
  );
  return response.ok && body.success && body.comment
    ? { comment: body.comment, count: body.comments_count ?? 0 }
    : null;
}

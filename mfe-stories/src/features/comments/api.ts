import {
  call,
  idFromAddress,
  pageFrom,
  read,
  readOf,
  replyOf,
  type AnswerOf,
  type ListPage,
} from 'shared-ui';
import {
  addComment as addCommentEndpoint,
  getComments as getCommentsEndpoint,
} from 'shared-ui/contracts/pages';

/** A comment on an article (spec section 3). */
export type ArticleComment = AnswerOf<typeof getCommentsEndpoint>['comments'][number];

/** A page of the article's comments, newest first: its query (the first page names none). */
const commentsQuery = (articleId: number | string, page: number) => ({
  query: page > 1 ? { articleId: idFromAddress(articleId), page } : { articleId: idFromAddress(articleId) },
});

/** What the article page reads of its comments: a page of them, newest first. */
export const commentsRead = (articleId: number | string, page = 1) =>
  readOf(getCommentsEndpoint, commentsQuery(articleId, page));

/** A page of the article's comments; throws when it cannot be read. */
export async function getComments(articleId: number | string, page = 1): Promise<ListPage<ArticleComment>> {
  const response = await read(getCommentsEndpoint, commentsQuery(articleId, page));
  return pageFrom(getCommentsEndpoint, response, 'comments');
}

/**
 * Sends a comment: the saved comment and the new count, or null when refused (userId null
 * comments as a guest). Throws on network failure.
 */
export async function addComment(
  articleId: number,
  comment: string,
  userId: number | null,
): Promise<{ comment: ArticleComment; count: number } | null> {
  const response = await call(addCommentEndpoint, { body: { articleId, comment, userId } });
  const body = await replyOf(addCommentEndpoint, response);
  return response.ok && body.success && body.comment
    ? { comment: body.comment, count: body.comments_count ?? 0 }
    : null;
}

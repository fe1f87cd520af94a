import type { FastifyInstance } from 'fastify';
import type * as pages from 'shared-ui/contracts/pages';
import { COMMENT_MAX, COMMENT_PAGE } from 'shared-ui/contracts/pages';
import { texts } from 'shared-ui/texts';
import { isSendableComment } from 'shared-ui/validation';
import { findArticleAccess } from '../../db/articles.repository.ts';
import { addComment, countComments, listComments } from '../../db/comments.repository.ts';
import { GUEST_NAME, articleMessages } from '../../schemas/articles.ts';
import { commentRateLimit } from '../../plugins/external/rate-limit.ts';
import { canSeeArticle, isAdmin } from '../../auth/policies.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { list } from '../../builders/list-route.ts';
import { fieldNames } from 'shared-ui/texts/fields';

const notFound = () => ({ success: false, message: articleMessages.notFound }) as const;

/** `/api/pages/get_comments.php` and `add_comment.php`: reading and writing article comments. */
export const comments = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof pages>, 'getComments' | 'addComment'> => ({
  getComments: list({
    tags: ['articles'],
    config: { refusal: 'success' },
    refuse: async ({ articleId }, request) => {
      const article = await findArticleAccess(app.db, articleId);
      // An article the moderators hid has no comments to show but to administrators.
      const shown =
        article &&
        canSeeArticle(request.user, article) &&
        (article.moderation === null || isAdmin(request.user));
      return shown ? null : { status: 404, body: notFound() };
    },
    // The server fills in the defaults of the query's schema.
    page: ({ page = 1, limit = COMMENT_PAGE.default }) => ({ page, limit }),
    fetch: ({ articleId }, window) => listComments(app.db, articleId, window),
    answer: ({ items, page, hasMore }) => ({
      success: true as const,
      comments: items,
      message: items.length > 0 ? articleMessages.commentsFound : articleMessages.noComments,
      page,
      hasMore,
    }),
  }),

  addComment: {
    tags: ['articles'],
    config: { refusal: 'success', rateLimit: commentRateLimit },
    // A comment naming no user is a guest's; one naming a user comes from that user.
    payloadUser: { field: 'userId', notCaller: () => articleMessages.commentAsYourself },
    handler: async (request, reply, author) => {
      const { articleId } = request.body;
      const text = request.body.comment.trim();
      if (!isSendableComment(text)) {
        return reply
          .code(400)
          .send({ success: false, message: texts.validation.required(fieldNames.comment) });
      }
      if (text.length > COMMENT_MAX) {
        return reply
          .code(400)
          .send({ success: false, message: texts.validation.tooLong(fieldNames.comment, COMMENT_MAX) });
      }
      const article = await findArticleAccess(app.db, articleId);
      if (!article || article.status !== 'published' || article.moderation !== null) {
        return reply.code(404).send(notFound());
      }

      const comment = await addComment(app.db, {
        article_id: articleId,
        user_id: author?.id ?? null,
        user_name: author?.username ?? GUEST_NAME,
        comment: text,
        created_at: app.now().toISOString(),
      });
      const commentsCount = await countComments(app.db, articleId);
      return reply.code(201).send({
        success: true,
        message: articleMessages.commentAdded,
        comment,
        comments_count: commentsCount,
      });
    },
  },
});

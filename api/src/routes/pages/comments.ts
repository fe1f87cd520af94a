import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { texts } from 'shared-ui/texts';
import { isSendableComment } from 'shared-ui/validation';
import { findArticleAccess } from '../../db/articles.repository.ts';
import { addComment, countComments, listComments } from '../../db/comments.repository.ts';
import {
  AddCommentBody,
  COMMENT_MAX,
  CommentAdded,
  CommentsAnswer,
  CommentsQuery,
  GUEST_NAME,
  articleMessages,
} from '../../schemas/articles.ts';
import { commentRateLimit } from '../../plugins/external/rate-limit.ts';
import { SuccessRefusal } from '../../schemas/common.ts';
import { canSeeArticle, guestOrPayloadUser } from '../../auth/policies.ts';
import { listRoute } from '../../builders/list-route.ts';

const notFound = { success: false, message: articleMessages.notFound } as const;

/** `/api/pages/get_comments.php` and `add_comment.php`: reading and writing article comments. */
const comments: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    url: '/get_comments.php',
    query: CommentsQuery,
    schema: {
      summary: 'Comments on an article, newest first, a page at a time',
      tags: ['articles'],
      response: { 200: CommentsAnswer, 400: SuccessRefusal, 404: SuccessRefusal },
    },
    config: { refusal: 'success' },
    refuse: async ({ articleId }, request) => {
      const article = await findArticleAccess(app.db, articleId);
      return article && canSeeArticle(request.user, article) ? null : { status: 404, body: notFound };
    },
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ articleId }, window) => listComments(app.db, articleId, window),
    answer: ({ items, page, hasMore }) => ({
      success: true as const,
      comments: items,
      message: items.length > 0 ? articleMessages.commentsFound : articleMessages.noComments,
      page,
      hasMore,
    }),
  });

  app.post(
    '/add_comment.php',
    {
      schema: {
        summary: 'Comment on a published article (guests comment as Guest)',
        description: "userId null or 0 posts as 'Guest'; any other userId must be the signed-in caller.",
        tags: ['articles'],
        body: AddCommentBody,
        response: {
          201: CommentAdded,
          400: SuccessRefusal,
          401: SuccessRefusal,
          403: SuccessRefusal,
          404: SuccessRefusal,
          429: SuccessRefusal,
        },
      },
      config: { policy: 'guest-or-payload-user', refusal: 'success', rateLimit: commentRateLimit },
    },
    async (request, reply) => {
      const { articleId, userId } = request.body;
      const author = guestOrPayloadUser(userId, request.user, articleMessages.commentAsYourself);
      const text = request.body.comment.trim();
      if (!isSendableComment(text)) {
        return reply.code(400).send({ success: false, message: texts.validation.required('Comment') });
      }
      if (text.length > COMMENT_MAX) {
        return reply
          .code(400)
          .send({ success: false, message: texts.validation.tooLong('Comment', COMMENT_MAX) });
      }
      const article = await findArticleAccess(app.db, articleId);
      if (!article || article.status !== 'published') return reply.code(404).send(notFound);

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
  );
};

export default comments;

import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as pages from 'shared-ui/contracts/pages';
import type { RoutesOf } from '../../builders/router.ts';
import { changeLikes } from '../../db/articles.repository.ts';
import { articleMessages } from '../../schemas/articles.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

const options = {
  tags: ['articles'],
  config: { refusal: 'success' as const, rateLimit: likeRateLimit },
};

/** `/api/pages/like_article.php` and `unlike_article.php`: the like counter of a published article. */
export const likes = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof pages>, 'likeArticle' | 'unlikeArticle'> => {
  async function like(articleId: number, reply: FastifyReply, step: 1 | -1) {
    const likesCount = await changeLikes(app.db, articleId, step);
    if (likesCount === undefined) {
      return reply.code(404).send({ success: false, message: articleMessages.notFound });
    }
    const message = step === 1 ? articleMessages.liked : articleMessages.unliked;
    return reply.send({ success: true, message, likes_count: likesCount });
  }

  return {
    likeArticle: { ...options, handler: (request, reply) => like(request.body.articleId, reply, 1) },
    unlikeArticle: { ...options, handler: (request, reply) => like(request.body.articleId, reply, -1) },
  };
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { likeArticle, unlikeArticle } from 'shared-ui/contracts/pages';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { changeLikes } from '../../db/articles.repository.ts';
import { articleMessages } from '../../schemas/articles.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

const options = {
  tags: ['articles'],
  config: { refusal: 'success' as const, rateLimit: likeRateLimit },
};

/** `/api/pages/like_article.php` and `unlike_article.php`: the like counter of a published article. */
const likes: FastifyPluginAsyncTypebox = async (app) => {
  async function like(articleId: number, reply: FastifyReply, step: 1 | -1) {
    const likesCount = await changeLikes(app.db, articleId, step);
    if (likesCount === undefined) {
      return reply.code(404).send({ success: false, message: articleMessages.notFound });
    }
    const message = step === 1 ? articleMessages.liked : articleMessages.unliked;
    return reply.send({ success: true, message, likes_count: likesCount });
  }

  endpointRoute(app, likeArticle, options, (request, reply) => like(request.body.articleId, reply, 1));
  endpointRoute(app, unlikeArticle, options, (request, reply) => like(request.body.articleId, reply, -1));
};

export default likes;

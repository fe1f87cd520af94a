import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { changeLikes } from '../../db/articles.repository.ts';
import { ArticleIdBody, LikeAnswer, articleMessages } from '../../schemas/articles.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';
import { SuccessRefusal } from '../../schemas/common.ts';

type Request = FastifyRequest<{ Body: Static<typeof ArticleIdBody> }>;

const options = (summary: string) => ({
  schema: {
    summary,
    description: 'Guests may like too (the client remembers what it liked). Answers the new count.',
    tags: ['articles'],
    body: ArticleIdBody,
    response: { 200: LikeAnswer, 400: SuccessRefusal, 404: SuccessRefusal, 429: SuccessRefusal },
  },
  config: { policy: 'public' as const, refusal: 'success' as const, rateLimit: likeRateLimit },
});

/** `/api/pages/like_article.php` and `unlike_article.php`: the like counter of a published article. */
const likes: FastifyPluginAsyncTypebox = async (app) => {
  async function like(request: Request, reply: FastifyReply, step: 1 | -1) {
    const likesCount = await changeLikes(app.db, request.body.articleId, step);
    if (likesCount === undefined) {
      return reply.code(404).send({ success: false, message: articleMessages.notFound });
    }
    const message = step === 1 ? articleMessages.liked : articleMessages.unliked;
    return reply.send({ success: true, message, likes_count: likesCount });
  }

  app.post('/like_article.php', options('Like an article'), (request, reply) => like(request, reply, 1));
  app.post('/unlike_article.php', options('Take back a like'), (request, reply) => like(request, reply, -1));
};

export default likes;

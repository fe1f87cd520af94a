import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listNews } from '../../db/news.repository.ts';
import { NewsAnswer } from '../../schemas/news.ts';

const news: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/getNews.php', { schema: { response: { 200: NewsAnswer } } }, async (request, reply) =>
    app.sendCachedAnswer(request, reply, async () => ({ success: true, data: await listNews(app.db) })),
  );
};

export default news;

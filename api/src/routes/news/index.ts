import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getNews } from 'shared-ui/contracts/news';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { listNews } from '../../db/news.repository.ts';

/** `/api/news/getNews.php`: every news item, the same for everyone (so its answer is cached). */
const news: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, getNews, {}, async (request, reply) =>
    app.sendCachedAnswer(request, reply, async () => ({ success: true, data: await listNews(app.db) })),
  );
};

export default news;

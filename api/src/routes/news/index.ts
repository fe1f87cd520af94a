import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as newsContracts from 'shared-ui/contracts/news';
import { siteSearchRoute } from '../site-search.ts';
import { router, type RoutesOf } from '../../builders/router.ts';
import { listNews } from '../../db/news.repository.ts';

/** `/api/news/getNews.php`: every news item, the same for everyone (so its answer is cached). */
const news: FastifyPluginAsyncTypebox = async (app) => {
  const routes: RoutesOf<typeof newsContracts> = {
    getNews: {
      handler: async (request, reply) =>
        app.sendCachedAnswer(request, reply, async () => ({ success: true, data: await listNews(app.db) })),
    },
    searchNews: siteSearchRoute(app, 'news'),
  };
  await app.register(router(newsContracts, routes));
};

export default news;

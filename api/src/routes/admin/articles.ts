import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  countArticles,
  listArticles as listArticlesEndpoint,
  setArticleStatus as setArticleStatusEndpoint,
  setArticlesStatus as setArticlesStatusEndpoint,
} from 'shared-ui/contracts/admin';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { listRoute } from '../../builders/list-route.ts';
import {
  countArticlesByStatus,
  findArticle,
  listArticles,
  setArticleStatus,
  setArticlesStatus,
} from '../../db/articles.repository.ts';
import { adminMessages } from '../../schemas/admin.ts';
import { articleMessages } from '../../schemas/articles.ts';

/** `/api/admin/articles…`: moderating articles (pending → published or rejected). */
const articles: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    endpoint: listArticlesEndpoint,
    tags: ['admin'],
    page: ({ page, limit }) => ({ page, limit }),
    // The console lists every article of a status, those the moderators hid too.
    fetch: ({ status }, window) => listArticles(app.db, { statuses: [status], withHidden: true, ...window }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, articles: items, page, hasMore }),
  });

  endpointRoute(app, countArticles, { tags: ['admin'] }, async () => ({
    status: 'success' as const,
    counts: await countArticlesByStatus(app.db),
  }));

  endpointRoute(app, setArticlesStatusEndpoint, { tags: ['admin'] }, async (request) => {
    const { ids: asked, status, reason } = request.body;
    const decision = { status, reason, by: request.user!.id, now: app.now() };
    const ids = await setArticlesStatus(app.db, [...new Set(asked)], decision);
    return { status: 'success' as const, message: adminMessages.articlesUpdated(ids.length), ids };
  });

  endpointRoute(app, setArticleStatusEndpoint, { tags: ['admin'] }, async (request, reply) => {
    const { id } = request.params;
    const { status, reason } = request.body;
    if (!(await setArticleStatus(app.db, id, { status, reason, by: request.user!.id, now: app.now() }))) {
      return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
    }
    const article = (await findArticle(app.db, id))!;
    return { status: 'success' as const, message: articleMessages.updated, article };
  });
};

export default articles;

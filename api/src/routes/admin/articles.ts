import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRoute } from '../../builders/list-route.ts';
import {
  countArticlesByStatus,
  findArticle,
  listArticles,
  setArticleStatus,
  setArticlesStatus,
} from '../../db/articles.repository.ts';
import { adminMessages } from '../../schemas/admin.ts';
import {
  AdminArticlesQuery,
  ArticleCountsAnswer,
  ArticleIdParams,
  ArticleSaved,
  ArticleStatusBody,
  ArticlesAnswer,
  BulkArticlesAnswer,
  BulkArticlesBody,
  articleMessages,
} from '../../schemas/articles.ts';
import { StatusAnswer } from '../../schemas/common.ts';

const security = [{ session: [] }];
const errors = { 400: StatusAnswer, 401: StatusAnswer, 403: StatusAnswer };

/** `/api/admin/articles…`: moderating articles (pending → published or rejected). */
const articles: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    query: AdminArticlesQuery,
    url: '/articles',
    schema: {
      summary: 'Articles of one status (pending by default), newest first, a page at a time',
      tags: ['admin'],
      security,
      response: { 200: ArticlesAnswer, ...errors },
    },
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ status }, window) => listArticles(app.db, { statuses: [status], ...window }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, articles: items, page, hasMore }),
  });

  app.get(
    '/articles/counts',
    {
      schema: {
        summary: 'How many articles there are of each status',
        tags: ['admin'],
        security,
        response: { 200: ArticleCountsAnswer, ...errors },
      },
    },
    async () => ({ status: 'success' as const, counts: await countArticlesByStatus(app.db) }),
  );

  app.post(
    '/articles/bulk',
    {
      schema: {
        summary: 'Publish, reject or return several articles to pending at once',
        description: 'Unknown ids are skipped; the answer lists the articles changed.',
        tags: ['admin'],
        security,
        body: BulkArticlesBody,
        response: { 200: BulkArticlesAnswer, ...errors },
      },
    },
    async (request) => {
      const ids = await setArticlesStatus(
        app.db,
        [...new Set(request.body.ids)],
        request.body.status,
        app.now(),
      );
      return { status: 'success' as const, message: adminMessages.articlesUpdated(ids.length), ids };
    },
  );

  app.post(
    '/articles/:id',
    {
      schema: {
        summary: 'Publish, reject or return an article to pending',
        tags: ['admin'],
        security,
        params: ArticleIdParams,
        body: ArticleStatusBody,
        response: { 200: ArticleSaved, ...errors, 404: StatusAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await setArticleStatus(app.db, id, request.body.status, app.now()))) {
        return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
      }
      const article = (await findArticle(app.db, id))!;
      return { status: 'success' as const, message: articleMessages.updated, article };
    },
  );
};

export default articles;

import type { FastifyInstance } from 'fastify';
import type * as admin from 'shared-ui/contracts/admin';
import { list } from '../../builders/list-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
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
export const articles = (
  app: FastifyInstance,
): Pick<
  RoutesOf<typeof admin>,
  'listArticles' | 'countArticles' | 'setArticlesStatus' | 'setArticleStatus'
> => ({
  listArticles: list({
    tags: ['admin'],
    page: ({ page, limit }) => ({ page, limit }),
    // The console lists every article of a status, those the moderators hid too.
    fetch: ({ status }, window) => listArticles(app.db, { statuses: [status], withHidden: true, ...window }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, articles: items, page, hasMore }),
  }),

  countArticles: {
    tags: ['admin'],
    handler: async () => ({ status: 'success' as const, counts: await countArticlesByStatus(app.db) }),
  },

  setArticlesStatus: {
    tags: ['admin'],
    handler: async (request, _reply, caller) => {
      const { ids: asked, status, reason } = request.body;
      const decision = { status, reason, by: caller.id, now: app.now() };
      const ids = await setArticlesStatus(app.db, [...new Set(asked)], decision);
      return { status: 'success' as const, message: adminMessages.articlesUpdated(ids.length), ids };
    },
  },

  setArticleStatus: {
    tags: ['admin'],
    handler: async (request, reply, caller) => {
      const { id } = request.params;
      const { status, reason } = request.body;
      if (!(await setArticleStatus(app.db, id, { status, reason, by: caller.id, now: app.now() }))) {
        return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
      }
      const article = (await findArticle(app.db, id))!;
      return { status: 'success' as const, message: articleMessages.updated, article };
    },
  },
});

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRoute } from '../../builders/list-route.ts';
import { canSeeArticle, visibleStatuses } from '../../auth/policies.ts';
import { findArticle, listArticles } from '../../db/articles.repository.ts';
import {
  ArticleAnswer,
  ArticleQuery,
  ArticlesAnswer,
  ArticlesQuery,
  articleMessages,
} from '../../schemas/articles.ts';
import { StatusAnswer } from '../../schemas/common.ts';

/** `/api/pages/get_articles.php` and `get_article.php`: the article list and one article. */
const articles: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    url: '/get_articles.php',
    query: ArticlesQuery,
    schema: {
      summary: 'Published articles, or one author’s articles, a page at a time',
      description:
        'priority=all lists published articles; priority=user&user_id=N lists that author’s articles ' +
        '(pending and rejected ones too when the caller is that author or an administrator). ' +
        'search matches word starts in the name and text; sort=trending orders by likes.',
      tags: ['articles'],
      response: { 200: ArticlesAnswer, 400: StatusAnswer },
    },
    cached: true,
    refuse: ({ priority, user_id: userId }) =>
      priority === 'user' && userId === undefined
        ? { status: 400, body: { status: 'error', message: articleMessages.userIdNeeded } }
        : null,
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ priority, user_id: userId, search, category, subcategory, sort }, window, request) =>
      listArticles(app.db, {
        statuses:
          priority === 'user' && userId !== undefined
            ? visibleStatuses(request.user, userId)
            : ['published' as const],
        userId,
        search,
        category: category?.trim(),
        subcategory: subcategory?.trim(),
        sort,
        ...window,
      }),
    answer: ({ items, page, hasMore }) => ({ status: 'success', articles: items, page, hasMore }),
  });

  app.get(
    '/get_article.php',
    {
      schema: {
        summary: 'One article (for /article/{id})',
        tags: ['articles'],
        querystring: ArticleQuery,
        response: { 200: ArticleAnswer, 400: StatusAnswer, 404: StatusAnswer },
      },
    },
    async (request, reply) => {
      const article = await findArticle(app.db, request.query.id);
      if (!article || !canSeeArticle(request.user, article)) {
        return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
      }
      return { status: 'success' as const, article };
    },
  );
};

export default articles;

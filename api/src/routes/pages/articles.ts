import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { listRoute } from '../../builders/list-route.ts';
import { canSeeArticle, visibleStatuses } from '../../auth/policies.ts';
import { findArticle, listArticles } from '../../db/articles.repository.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import {
  ArticleAnswer,
  ArticleQuery,
  ArticlesAnswer,
  ArticlesQuery,
  articleMessages,
} from '../../schemas/articles.ts';
import { StatusAnswer } from '../../schemas/common.ts';

const PUBLISHED = ['published' as const];

/** The statuses a list shows its caller: all of an author's own articles (and to administrators). */
const statusesFor = (
  { priority, user_id: userId }: Static<typeof ArticlesQuery>,
  user: SessionUser | null,
) => (priority === 'user' && userId !== undefined ? visibleStatuses(user, userId) : PUBLISHED);

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
    // The answer depends on the caller only through the statuses shown: callers who see the
    // same statuses share an entry (members reading published articles share the guests').
    cached: { byCaller: (query, user) => statusesFor(query, user).join() },
    refuse: ({ priority, user_id: userId }) =>
      priority === 'user' && userId === undefined
        ? { status: 400, body: { status: 'error', message: articleMessages.userIdNeeded } }
        : null,
    page: ({ page, limit }) => ({ page, limit }),
    fetch: (query, window, request) =>
      listArticles(app.db, {
        statuses: statusesFor(query, request.user),
        userId: query.user_id,
        search: query.search,
        category: query.category?.trim(),
        subcategory: query.subcategory?.trim(),
        sort: query.sort,
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

import type { FastifyInstance } from 'fastify';
import type * as pages from 'shared-ui/contracts/pages';
import { ARTICLE_PAGE, type ArticlesQuery } from 'shared-ui/contracts/pages';
import type { RoutesOf } from '../../builders/router.ts';
import { list } from '../../builders/list-route.ts';
import { canSeeArticle, isAdmin, visibleStatuses } from '../../auth/policies.ts';
import { findArticle, listArticles } from '../../db/articles.repository.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import { report } from 'shared-ui/texts/report';
import { articleMessages } from '../../schemas/articles.ts';
import { sendGone } from '../../builders/gone.ts';

const PUBLISHED = ['published' as const];

/** The statuses a list shows its caller: all of an author's own articles (and to administrators). */
const statusesFor = ({ priority, user_id: userId }: ArticlesQuery, user: SessionUser | null) =>
  priority === 'user' && userId !== undefined ? visibleStatuses(user, userId) : PUBLISHED;

/** `/api/pages/get_articles.php` and `get_article.php`: the article list and one article. */
export const articles = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof pages>, 'getArticles' | 'getArticle'> => ({
  getArticles: list({
    tags: ['articles'],
    // The answer depends on the caller only through the statuses shown: callers who see the
    // same statuses share an entry (members reading published articles share the guests').
    cached: { byCaller: (query, user) => statusesFor(query, user).join() },
    refuse: ({ priority, user_id: userId }) =>
      priority === 'user' && userId === undefined
        ? { status: 400, body: { status: 'error', message: articleMessages.userIdNeeded } }
        : null,
    // The server fills in the defaults of the query's schema.
    page: ({ page = 1, limit = ARTICLE_PAGE.default }) => ({ page, limit }),
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
  }),

  getArticle: {
    tags: ['articles'],
    handler: async (request, reply, caller) => {
      const article = await findArticle(app.db, request.query.id);
      if (!article || !canSeeArticle(caller, article)) {
        return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
      }
      // Hidden by the moderators: gone for everyone but administrators (the console links here).
      if (article.moderation !== null && !isAdmin(caller)) {
        return sendGone(reply, { status: 'error', message: report.removed });
      }
      return { status: 'success' as const, article };
    },
  },
});

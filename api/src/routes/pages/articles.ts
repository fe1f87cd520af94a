import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ArticleStatus } from '../../db/articles.table.ts';
import { findArticle, listArticles } from '../../db/articles.repository.ts';
import type { SessionUser } from '../../db/sessions.repository.ts';
import {
  ARTICLE_STATUSES,
  ArticleAnswer,
  ArticleQuery,
  ArticlesAnswer,
  ArticlesQuery,
  articleMessages,
} from '../../schemas/articles.ts';
import { StatusAnswer } from '../../schemas/common.ts';

/** True when the caller is this author, or an administrator. */
export const isAuthorOrAdmin = (user: SessionUser | null, authorId: number) =>
  user !== null && (user.id === authorId || user.role === 'admin');

/** Published articles are public; pending and rejected ones only for their author and administrators. */
export const canSeeArticle = (
  user: SessionUser | null,
  article: { user_id: number; status: ArticleStatus },
) => article.status === 'published' || isAuthorOrAdmin(user, article.user_id);

/** The statuses of an author's articles the caller may see. */
export const visibleStatuses = (user: SessionUser | null, authorId: number): readonly ArticleStatus[] =>
  isAuthorOrAdmin(user, authorId) ? ARTICLE_STATUSES : ['published'];

/** `/api/pages/get_articles.php` and `get_article.php`: the article list and one article. */
const articles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_articles.php',
    {
      schema: {
        summary: 'Published articles, or one author’s articles, a page at a time',
        description:
          'priority=all lists published articles; priority=user&user_id=N lists that author’s articles ' +
          '(pending and rejected ones too when the caller is that author or an administrator). ' +
          'search matches word starts in the name and text; sort=trending orders by likes.',
        tags: ['articles'],
        querystring: ArticlesQuery,
        response: { 200: ArticlesAnswer, 400: StatusAnswer },
      },
    },
    async (request, reply) => {
      const { priority, user_id: userId, search, category, subcategory, sort, page, limit } = request.query;
      if (priority === 'user' && userId === undefined) {
        return reply.code(400).send({ status: 'error', message: articleMessages.userIdNeeded });
      }
      const statuses =
        priority === 'user' && userId !== undefined
          ? visibleStatuses(request.user, userId)
          : ['published' as const];
      return app.sendCachedAnswer(request, reply, async () => {
        const rows = await listArticles(app.db, {
          statuses,
          userId,
          search,
          category: category?.trim(),
          subcategory: subcategory?.trim(),
          sort,
          limit: limit + 1,
          offset: (page - 1) * limit,
        });
        return { status: 'success', articles: rows.slice(0, limit), page, hasMore: rows.length > limit };
      });
    },
  );

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

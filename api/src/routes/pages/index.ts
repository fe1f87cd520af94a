import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import articles from './articles.ts';
import categories from './categories.ts';
import comments from './comments.ts';
import likes from './likes.ts';

/** `/api/pages/*` for articles: the list and detail, categories, comments and likes. */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(articles);
  await app.register(categories);
  await app.register(comments);
  await app.register(likes);
};

export default pages;

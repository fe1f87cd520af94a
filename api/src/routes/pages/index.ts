import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import articles from './articles.ts';
import categories from './categories.ts';
import comments from './comments.ts';
import follows from './follows.ts';
import likes from './likes.ts';

/** `/api/pages/*`: articles (list and detail), categories, comments, likes and following authors. */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(follows);
  await app.register(articles);
  await app.register(categories);
  await app.register(comments);
  await app.register(likes);
};

export default pages;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as pagesModule from 'shared-ui/contracts/pages';
import { siteSearchRoute } from '../site-search.ts';
import { router } from '../../builders/router.ts';
import { articles } from './articles.ts';
import { categories } from './categories.ts';
import { comments } from './comments.ts';
import { follows } from './follows.ts';
import { likes } from './likes.ts';

/** Every endpoint of the module but `createArticle`, which is under `/api/users` and registered there. */
const { createArticle: _underUsers, ...pagesContracts } = pagesModule;

/** `/api/pages/*`: articles (list and detail), categories, comments, likes and following authors. */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    router(pagesContracts, {
      ...follows(app),
      ...articles(app),
      ...categories(app),
      ...comments(app),
      ...likes(app),
      searchArticles: siteSearchRoute(app, 'articles'),
    }),
  );
};

export default pages;

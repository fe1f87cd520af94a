import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type * as pagesModule from 'shared-ui/contracts/pages';
import {
  addComment,
  followUser,
  getArticle,
  getArticles,
  getCategories,
  getComments,
  likeArticle,
  unfollowUser,
  unlikeArticle,
} from 'shared-ui/contracts/pages';
import { router, type EndpointNames } from '../../builders/router.ts';
import { articles } from './articles.ts';
import { categories } from './categories.ts';
import { comments } from './comments.ts';
import { follows } from './follows.ts';
import { likes } from './likes.ts';

/**
 * Every endpoint of the module but `createArticle` (under `/api/users`, whose domain registers
 * it), in the order the API document has always listed them: the router registers them in
 * this order (a module's namespace would give its exports' alphabetical one).
 */
const pagesContracts = {
  followUser,
  unfollowUser,
  getArticles,
  getArticle,
  getCategories,
  getComments,
  addComment,
  likeArticle,
  unlikeArticle,
} satisfies Omit<Pick<typeof pagesModule, EndpointNames<typeof pagesModule>>, 'createArticle'>;

/** `/api/pages/*`: articles (list and detail), categories, comments, likes and following authors. */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    router(pagesContracts, {
      ...follows(app),
      ...articles(app),
      ...categories(app),
      ...comments(app),
      ...likes(app),
    }),
  );
};

export default pages;

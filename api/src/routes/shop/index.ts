import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as shopContracts from 'shared-ui/contracts/shop';
import { siteSearchRoute } from '../site-search.ts';
import { router } from '../../builders/router.ts';
import { listing } from './listing.ts';
import { myProducts } from './my-products.ts';
import { reviews } from './reviews.ts';
import { selling } from './selling.ts';

/** The longest form-encoded body accepted (a review is at most a few kilobytes). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * `/api/shop/*`: the marketplace (spec sections 2, 3 and 7). Form-encoded bodies
 * (add_review.php) are parsed here, for these routes only; repeated fields keep the last value.
 */
const shop: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  await app.register(
    router(shopContracts, {
      ...listing(app),
      ...reviews(app),
      ...selling(app),
      ...myProducts(app),
      searchProducts: siteSearchRoute(app, 'products'),
    }),
  );
};

export default shop;

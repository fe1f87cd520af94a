import type { FastifyInstance } from 'fastify';
import {
  findProductView,
  listLiveProducts,
  liveCategories,
  sellerStanding,
} from '../../db/products.repository.ts';
import { listReviews } from '../../db/reviews.repository.ts';
import { SAME_FOR_EVERYONE } from '../../plugins/app/answer-cache.ts';
import { sendAsShape } from '../../plugins/app/shaped-answer.ts';
import type * as shop from 'shared-ui/contracts/shop';
import { PRODUCTS_PAGE_SIZE, ProductAnswer, ProductsAnswer } from 'shared-ui/contracts/shop';
import { REVIEWS_PAGE_SIZE } from 'shared-ui/contracts/entities';
import type { RoutesOf } from '../../builders/router.ts';
import { describeQueryProblem, shopMessages } from '../../schemas/shop.ts';
import { isAdmin } from '../../auth/policies.ts';
import { report } from 'shared-ui/texts/report';
import { todayOf } from './common.ts';
import { sendGone } from '../../builders/gone.ts';

/** Browsing the marketplace: the product list, one product, the categories. */
export const listing = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof shop>, 'fetchProducts' | 'getFilters'> => ({
  fetchProducts: {
    attachValidation: true,
    handler: async (request, reply, caller) => {
      if (request.validationError) {
        const issue = request.validationError.validation[0];
        return reply.code(400).send({ error: describeQueryProblem(issue?.instancePath ?? '') });
      }
      const query = request.query;
      const today = todayOf(app);

      if (query.product_id !== undefined) {
        const product = await findProductView(app.db, query.product_id);
        const visible = product && (product.expiry_date >= today || product.seller_id === caller?.id);
        if (!visible) return reply.code(404).send({ error: shopMessages.productNotFound });
        // Hidden by the moderators: gone for everyone but administrators (the console links here).
        if (product.moderation !== null && !isAdmin(caller)) {
          return sendGone(reply, { error: report.removed });
        }
        const [page, seller] = await Promise.all([
          listReviews(app.db, product.product_id, query.reviews_page ?? 1, REVIEWS_PAGE_SIZE),
          sellerStanding(app.db, product.seller_id, today),
        ]);
        // The seller's account went (their products with it) since the product was read.
        if (!seller) return reply.code(404).send({ error: shopMessages.productNotFound });
        const answer = {
          product: { ...product, seller, reviews: page.reviews, reviews_has_more: page.hasMore },
        };
        return sendAsShape(reply, ProductAnswer, answer);
      }

      const page = query.page ?? 1;
      return app.sendCachedAnswer(
        request,
        reply,
        async () => {
          const { products, hasMore } = await listLiveProducts(app.db, {
            ...query,
            page,
            pageSize: PRODUCTS_PAGE_SIZE,
            today,
          });
          return { products, page, hasMore };
        },
        { varyBy: () => todayOf(app), schema: ProductsAnswer, byCaller: SAME_FOR_EVERYONE },
      );
    },
  },

  getFilters: {
    handler: async (request, reply) =>
      app.sendCachedAnswer(
        request,
        reply,
        async () => ({ categories: await liveCategories(app.db, todayOf(app)) }),
        { varyBy: () => todayOf(app), byCaller: SAME_FOR_EVERYONE },
      ),
  },
});

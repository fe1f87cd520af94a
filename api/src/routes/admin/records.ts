import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRoute } from '../../builders/list-route.ts';
import { listAdminActions } from '../../db/admin-actions.repository.ts';
import { listAllProducts } from '../../db/products.repository.ts';
import {
  ADMIN_PAGE_SIZE,
  ActionsAnswer,
  ActionsQuery,
  ListingsAnswer,
  ListingsQuery,
} from '../../schemas/admin.ts';
import { StatusAnswer } from '../../schemas/common.ts';

const security = [{ session: [] }];
const errors = { 400: StatusAnswer, 401: StatusAnswer, 403: StatusAnswer };

/** `/api/admin/products` and `/api/admin/actions`: marketplace listings and the record of admin actions. */
const records: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    url: '/products',
    query: ListingsQuery,
    schema: {
      summary: `Marketplace listings (or only those past their expiry date), newest first, ${ADMIN_PAGE_SIZE} a page`,
      description: 'A listing is removed with delete_product.php, which administrators may call.',
      tags: ['admin'],
      security,
      response: { 200: ListingsAnswer, ...errors },
    },
    page: ({ page }) => ({ page, limit: ADMIN_PAGE_SIZE }),
    fetch: ({ expired }, window) =>
      listAllProducts(app.db, {
        ...(expired ? { expiredOn: app.now().toISOString().slice(0, 10) } : {}),
        ...window,
      }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, products: items, page, hasMore }),
  });

  listRoute(app, {
    url: '/actions',
    query: ActionsQuery,
    schema: {
      summary: `What administrators did (who, what, when), newest first, ${ADMIN_PAGE_SIZE} a page`,
      tags: ['admin'],
      security,
      response: { 200: ActionsAnswer, ...errors },
    },
    page: ({ page }) => ({ page, limit: ADMIN_PAGE_SIZE }),
    fetch: (_query, window) => listAdminActions(app.db, window),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, actions: items, page, hasMore }),
  });
};

export default records;

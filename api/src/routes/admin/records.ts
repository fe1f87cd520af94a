import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_PAGE_SIZE, listActions, listProducts } from 'shared-ui/contracts/admin';
import { listRoute } from '../../builders/list-route.ts';
import { listAdminActions } from '../../db/admin-actions.repository.ts';
import { listAllProducts } from '../../db/products.repository.ts';

/** `/api/admin/products` and `/api/admin/actions`: marketplace listings and the record of admin actions. */
const records: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    endpoint: listProducts,
    tags: ['admin'],
    page: ({ page }) => ({ page, limit: ADMIN_PAGE_SIZE }),
    fetch: ({ expired }, window) =>
      listAllProducts(app.db, {
        ...(expired ? { expiredOn: app.now().toISOString().slice(0, 10) } : {}),
        ...window,
      }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, products: items, page, hasMore }),
  });

  listRoute(app, {
    endpoint: listActions,
    tags: ['admin'],
    page: ({ page }) => ({ page, limit: ADMIN_PAGE_SIZE }),
    fetch: (_query, window) => listAdminActions(app.db, window),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, actions: items, page, hasMore }),
  });
};

export default records;

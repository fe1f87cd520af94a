import type { FastifyInstance } from 'fastify';
import type * as admin from 'shared-ui/contracts/admin';
import { ADMIN_PAGE_SIZE } from 'shared-ui/contracts/admin';
import { list } from '../../builders/list-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { listAdminActions } from '../../db/admin-actions.repository.ts';
import { listAllProducts } from '../../db/products.repository.ts';

/** `/api/admin/products` and `/api/admin/actions`: marketplace listings and the record of admin actions. */
export const records = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof admin>, 'listProducts' | 'listActions'> => ({
  listProducts: list({
    tags: ['admin'],
    page: ({ page }) => ({ page, limit: ADMIN_PAGE_SIZE }),
    fetch: ({ expired }, window) =>
      listAllProducts(app.db, {
        ...(expired ? { expiredOn: app.now().toISOString().slice(0, 10) } : {}),
        ...window,
      }),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, products: items, page, hasMore }),
  }),

  listActions: list({
    tags: ['admin'],
    page: ({ page }) => ({ page, limit: ADMIN_PAGE_SIZE }),
    fetch: (_query, window) => listAdminActions(app.db, window),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, actions: items, page, hasMore }),
  }),
});

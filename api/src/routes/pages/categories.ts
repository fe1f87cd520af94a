import type { FastifyInstance } from 'fastify';
import type * as pages from 'shared-ui/contracts/pages';
import type { RoutesOf } from '../../builders/router.ts';
import { listCategoryTree } from '../../db/categories.repository.ts';

/** `/api/pages/get_categories.php`: the article categories with their subcategories. */
export const categories = (app: FastifyInstance): Pick<RoutesOf<typeof pages>, 'getCategories'> => ({
  getCategories: { tags: ['articles'], handler: async () => listCategoryTree(app.db) },
});

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getCategories } from 'shared-ui/contracts/pages';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { listCategoryTree } from '../../db/categories.repository.ts';

/** `/api/pages/get_categories.php`: the article categories with their subcategories. */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, getCategories, { tags: ['articles'] }, async () => listCategoryTree(app.db));
};

export default categories;

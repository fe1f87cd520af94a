import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCategoryTree } from '../../db/categories.repository.ts';
import { CategoriesAnswer } from '../../schemas/articles.ts';

/** `/api/pages/get_categories.php`: the article categories with their subcategories. */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_categories.php',
    {
      schema: {
        summary: 'Article categories: a map of category to subcategory list',
        tags: ['articles'],
        response: { 200: CategoriesAnswer },
      },
    },
    async () => listCategoryTree(app.db),
  );
};

export default categories;

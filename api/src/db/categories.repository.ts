import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Category name → its subcategory names, both in the order they were added. */
export type CategoryTree = Record<string, string[]>;

export async function listCategoryTree(db: Kysely<Database>): Promise<CategoryTree> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('subcategories', 'subcategories.category_id', 'categories.id')
    .select(['categories.name as category', 'subcategories.name as subcategory'])
    .orderBy('categories.id')
    .orderBy('subcategories.id')
    .execute();
  const tree: CategoryTree = {};
  for (const { category, subcategory } of rows) {
    tree[category] ??= [];
    if (subcategory !== null) tree[category].push(subcategory);
  }
  return tree;
}

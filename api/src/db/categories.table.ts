import type { Generated, Selectable } from 'kysely';

/** An article category (spec: the article form's category list). */
export interface CategoriesTable {
  id: Generated<number>;
  name: string;
}

/** A subcategory belongs to one category; names are unique within it. */
export interface SubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
}

export type Category = Selectable<CategoriesTable>;
export type Subcategory = Selectable<SubcategoriesTable>;

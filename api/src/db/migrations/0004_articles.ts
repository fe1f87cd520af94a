import type { Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, withId } from './lib/schema-helpers.ts';

/**
 * The categories every installation starts with (reference data: the article form needs them,
 * with or without demo content). Written out here because migrations never import app code.
 */
const CATEGORIES: [string, string[]][] = [
  ['Culture', ['Kaya forests', 'Traditions', 'Language & names', 'Food & harvest']],
  ['Stories', ['Oral histories', 'Youth poetry', "Elders' voices"]],
  ['Justice', ['Land rights', 'Community action']],
  ['Music & Arts', ['Dance', 'Crafts', 'Songs']],
  ['Youth & Talent', ['Education', 'Enterprise']],
];

/** Articles and stories (spec section 3 'Article' and 'Comment'), their categories and comments. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('categories'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('subcategories'))
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('subcategories_category_name_unique', ['category_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('articles'))
    .addColumn('article_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('subcategory', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('image_url1', 'text')
    .addColumn('image_url2', 'text')
    .addColumn('image_url3', 'text')
    .addColumn('video_url1', 'text')
    .addColumn('video_url2', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Recent (and the admin queue by status), trending, the category filter, an author's articles.
  const indexes: [string, string[]][] = [
    ['articles_status_created_idx', ['status', 'created_at', 'id']],
    ['articles_status_likes_idx', ['status', 'likes_count', 'id']],
    ['articles_category_idx', ['status', 'category', 'subcategory', 'created_at', 'id']],
    ['articles_user_idx', ['user_id', 'created_at', 'id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('articles').columns(columns).execute();
  }
  await createTextSearch(db, 'articles', ['article_name', 'description']);

  await withId(db, db.schema.createTable('article_comments'))
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('article_comments_article_idx')
    .on('article_comments')
    .columns(['article_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('article_comments_user_idx').on('article_comments').column('user_id').execute();

  for (const [name, subcategories] of CATEGORIES) {
    const { id } = await db
      .insertInto('categories')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('subcategories')
      .values(subcategories.map((sub) => ({ category_id: id, name: sub })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('article_comments').execute();
  await dropTextSearch(db, 'articles');
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('subcategories').execute();
  await db.schema.dropTable('categories').execute();
}

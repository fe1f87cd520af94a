import { sql, type Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, withId } from './lib/schema-helpers.ts';

/**
 * The marketplace (spec sections 3 and 7): products and their reviews.
 * Every list is ordered by indexed columns plus id; live products are those
 * whose expiry_date ('YYYY-MM-DD') is today or later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('products'))
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price', 'double precision', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('contact_whatsapp', 'text', (col) => col.notNull())
    .addColumn('expiry_date', 'text', (col) => col.notNull())
    .addColumn('image_1', 'text', (col) => col.notNull())
    .addColumn('image_2', 'text')
    .addColumn('image_3', 'text')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('average_rating', 'double precision')
    .addColumn('reviews_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('products_price_check', sql`price >= 0`)
    .addCheckConstraint('products_reviews_count_check', sql`reviews_count >= 0`)
    .execute();

  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('products').columns(columns).execute();
  // newest (backward scan) and oldest (forward scan)
  await index('products_created_at_idx', ['created_at', 'id']);
  // lowToHigh (forward) and highToLow (backward)
  await index('products_price_idx', ['price', 'id']);
  await index('products_category_created_at_idx', ['category', 'created_at', 'id']);
  await index('products_category_price_idx', ['category', 'price', 'id']);
  // live categories (get_filters) and the expiry filter
  await index('products_category_expiry_idx', ['category', 'expiry_date']);
  await index('products_expiry_date_idx', ['expiry_date']);
  await index('products_user_id_idx', ['user_id', 'created_at']);
  await createTextSearch(db, 'products', ['product_name', 'description', 'location', 'category']);

  await withId(db, db.schema.createTable('product_reviews'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reviewer_name', 'text', (col) => col.notNull())
    .addColumn('review_text', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('product_reviews_product_user_key', ['product_id', 'user_id'])
    .addCheckConstraint('product_reviews_rating_check', sql`rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('product_reviews_product_id_idx')
    .on('product_reviews')
    .columns(['product_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('product_reviews_user_id_idx')
    .on('product_reviews')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
  await dropTextSearch(db, 'products');
  await db.schema.dropTable('products').execute();
}

import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { QueryOf } from 'shared-ui/contracts';
import type { AdminListing } from 'shared-ui/contracts/admin';
import type { Moderation, ProductEntity as Product, SellerStanding } from 'shared-ui/contracts/entities';
import type { fetchProducts } from 'shared-ui/contracts/shop';
import { fetchPage } from './paging.ts';
import { deleteTelling, type Removal } from './notifications.repository.ts';
import type { NewProduct, ProductRow } from './products.table.ts';
import type { Database } from './schema.ts';
import { preparedShapes } from './prepared.ts';
import { matchesInIdOrder, searchTerms, whereTextMatches } from './search.ts';

/**
 * The list's query as the client sent it (the endpoint's contract), plus what the server adds:
 * the page size and the day ('YYYY-MM-DD': products expiring before it are left out).
 */
export type ProductListQuery = QueryOf<typeof fetchProducts> & { pageSize: number; today: string };

/**
 * The query as the list reads it: a category of spaces only is none (one with spaces around is
 * the category inside them), no page is the first. An empty order is none (`shapeOf`).
 */
const listQuery = (query: ProductListQuery): ProductListQuery & { page: number } => ({
  ...query,
  category: query.category?.trim() || undefined,
  page: query.page ?? 1,
});

/** A product as the API shows it (with the seller), plus the raw seller id for access checks. */
export type ProductView = Product & { reviews_count: number };

function selectProducts(db: Kysely<Database>) {
  return db.selectFrom('products').select((eb) => [
    'products.id as product_id',
    'products.product_name',
    'products.description',
    'products.price',
    'products.location',
    'products.category',
    'products.contact_whatsapp',
    'products.expiry_date',
    'products.image_1',
    'products.image_2',
    'products.image_3',
    'products.created_at as timestamp',
    'products.average_rating',
    'products.reviews_count',
    // A scalar subquery rather than a join, so the planner always walks the products' index.
    eb
      .selectFrom('users')
      .select('users.username')
      .whereRef('users.id', '=', 'products.user_id')
      .$asScalar()
      .$notNull()
      .as('seller_name'),
    'products.user_id as seller_id',
  ]);
}

/**
 * Live: expiring today or later. On SQLite the unary `+` keeps the planner off the expiry index
 * (it cannot know that most products are live) and on the index that gives the order.
 */
function live(db: Kysely<Database>, today: string): Expression<SqlBool> {
  const expiry = sql.ref('products.expiry_date');
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<SqlBool>`+${expiry} >= ${today}`
    : sql<SqlBool>`${expiry} >= ${today}`;
}

/**
 * One page of live products (those the moderators hid left out), of one seller when asked. Order: by price when `price` is given (equal prices by id, in the
 * same direction), else by listing time (`recent`, newest by default); a search in listing-time
 * order is driven from the search index. Every order follows an index; one extra row tells
 * whether another page exists.
 */
export async function listLiveProducts(
  db: Kysely<Database>,
  asked: ProductListQuery,
): Promise<{ products: ProductView[]; hasMore: boolean }> {
  const query = listQuery(asked);
  const { items, hasMore } = await fetchPage({ page: query.page, limit: query.pageSize }, async (window) =>
    searchTerms(query.search ?? '').length === 0
      ? unsearchedPage(shapeOf(query))(
          db,
          query.today,
          query.category ?? '',
          query.seller_id ?? 0,
          window.limit,
          window.offset,
        )
      : (await searchedProducts(db, query)).limit(window.limit).offset(window.offset).execute(),
  );
  return { products: items, hasMore };
}

type Direction = 'asc' | 'desc';
type ProductSelect = ReturnType<typeof selectProducts>;
/** What decides a list query's SQL, besides a search. */
interface ListShape {
  price: Direction | undefined;
  time: Direction;
  category: boolean;
  seller: boolean;
}

const shapeOf = (query: ProductListQuery): ListShape => ({
  price: query.price ? (query.price === 'lowToHigh' ? 'asc' : 'desc') : undefined,
  time: query.recent === 'oldest' ? 'asc' : 'desc',
  category: !!query.category,
  seller: query.seller_id !== undefined,
});

/** By price when asked (equal prices by id), else by listing time. */
const ordered = (select: ProductSelect, shape: ListShape) =>
  shape.price
    ? select.orderBy('products.price', shape.price).orderBy('products.id', shape.price)
    : select.orderBy('products.created_at', shape.time).orderBy('products.id', shape.time);

/**
 * Live rows everyone may see (not hidden by the moderators: a residual filter, the rows' order
 * still follows an index), of `category` and of one seller when the shape filters by them.
 */
const liveIn = (
  db: Kysely<Database>,
  select: ProductSelect,
  shape: ListShape,
  today: string,
  category = '',
  sellerId = 0,
) => {
  let shown = select.where(live(db, today)).where('products.moderation', 'is', null);
  if (shape.category) shown = shown.where('products.category', '=', category);
  if (shape.seller) shown = shown.where('products.user_id', '=', sellerId);
  return shown;
};

async function searchedProducts(db: Kysely<Database>, query: ProductListQuery) {
  const shape = shapeOf(query);
  let select = selectProducts(db);
  if (shape.price) {
    const match = whereTextMatches(db, 'products', query.search);
    select = ordered(match ? select.where(match) : select, shape);
  } else {
    select =
      (await matchesInIdOrder(db, select, 'products', query.search, shape.time)) ?? ordered(select, shape);
  }
  return liveIn(db, select, shape, query.today, query.category, query.seller_id);
}

/**
 * A page without a search: what most calls ask for (the marketplace's first pages). One query
 * per order and filter, compiled once (db/prepared.ts).
 */
const unsearchedPage = preparedShapes(
  (shape: ListShape) => `${shape.price}|${shape.time}|${shape.category}|${shape.seller}`,
  (shape, db, today: string, category: string, sellerId: number, limit: number, offset: number) =>
    liveIn(db, ordered(selectProducts(db), shape), shape, today, category, sellerId)
      .limit(limit)
      .offset(offset),
);

/** One product, live or not, with where it stands with the moderators; undefined when there is none. */
export function findProductView(
  db: Kysely<Database>,
  id: number,
): Promise<(ProductView & { moderation: Moderation }) | undefined> {
  return selectProducts(db).select('products.moderation').where('products.id', '=', id).executeTakeFirst();
}

/**
 * What a buyer sees of a seller beside a product: when they joined, their live listings everyone
 * sees, and the reviews of all their listings but those the moderators hid (expired ones count:
 * their buyers reviewed the seller all the same). Undefined for an unknown member.
 */
export async function sellerStanding(
  db: Kysely<Database>,
  sellerId: number,
  today: string,
): Promise<SellerStanding | undefined> {
  const [seller, reviews] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        'users.created_at as member_since',
        eb
          .selectFrom('products')
          .select(eb.fn.countAll().as('n'))
          .whereRef('products.user_id', '=', 'users.id')
          .where(live(db, today))
          .where('products.moderation', 'is', null)
          .as('active_listings'),
      ])
      .where('users.id', '=', sellerId)
      .executeTakeFirst(),
    db
      .selectFrom('product_reviews')
      .innerJoin('products', 'products.id', 'product_reviews.product_id')
      .select((eb) => [
        sql<number | null>`cast(avg(product_reviews.rating) as double precision)`.as('average_rating'),
        eb.fn.countAll().as('reviews_count'),
      ])
      .where('products.user_id', '=', sellerId)
      .where('products.moderation', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  if (!seller) return undefined;
  // PostgreSQL returns count(*) as a bigint string.
  return {
    member_since: seller.member_since,
    active_listings: Number(seller.active_listings ?? 0),
    average_rating: reviews.average_rating === null ? null : Number(reviews.average_rating),
    reviews_count: Number(reviews.reviews_count),
  };
}

/**
 * The distinct categories of live products everyone may see, sorted for people
 * (case-insensitively). A loose index scan over (category, expiry_date): one index seek per
 * category, however many products there are, and one more to find a product of it the
 * moderators did not hide.
 */
export async function liveCategories(db: Kysely<Database>, today: string): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`
    with recursive found(category) as (
      select min(category) from products where expiry_date >= ${today}
      union all
      select (select min(category) from products where category > found.category and expiry_date >= ${today})
      from found where found.category is not null
    )
    select category from found
    where category is not null and exists (
      select 1 from products
      where products.category = found.category and expiry_date >= ${today} and moderation is null
    )`.execute(db);
  return rows
    .map((row) => row.category)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1));
}

/** A seller's products, live and expired, newest first. */
export function listSellerProducts(db: Kysely<Database>, userId: number): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertProduct(db: Kysely<Database>, product: NewProduct): Promise<number> {
  const row = await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findProductOwner(
  db: Kysely<Database>,
  id: number,
): Promise<Pick<ProductRow, 'id' | 'user_id'> | undefined> {
  return db.selectFrom('products').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/**
 * Deletes a product (its reviews go with it; its seller told, in the same transaction, when an
 * administrator did); returns its image names, or undefined when there was none.
 */
export function deleteProduct(
  db: Kysely<Database>,
  id: number,
  removal: Removal,
): Promise<string[] | undefined> {
  return deleteTelling(db, removal, { subject: 'product', id }, async (trx) => {
    const row = await trx
      .deleteFrom('products')
      .where('id', '=', id)
      .returning(['user_id', 'product_name', 'image_1', 'image_2', 'image_3'])
      .executeTakeFirst();
    if (!row) return undefined;
    const images = [row.image_1, row.image_2, row.image_3].filter((name): name is string => name !== null);
    return { owner: row.user_id, title: row.product_name, kept: images };
  });
}

/** Those of `names` no product uses any more (demo products share pictures). */
export async function unusedImages(db: Kysely<Database>, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['image_1', 'image_2', 'image_3'])
    .where((eb) =>
      eb.or([eb('image_1', 'in', names), eb('image_2', 'in', names), eb('image_3', 'in', names)]),
    )
    .execute();
  const used = new Set(rows.flatMap((row) => [row.image_1, row.image_2, row.image_3]));
  return [...new Set(names)].filter((name) => !used.has(name));
}

/** Every listing (or those past their expiry date on `today`), newest first, a page at a time. */
export function listAllProducts(
  db: Kysely<Database>,
  query: { expiredOn?: string; limit: number; offset: number },
): Promise<AdminListing[]> {
  return db
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.user_id')
    .select([
      'products.id',
      'products.product_name',
      'products.price',
      'products.category',
      'products.location',
      'products.expiry_date',
      'products.image_1',
      'products.user_id',
      'products.created_at',
      'users.username as seller_name',
    ])
    .$if(query.expiredOn !== undefined, (qb) => qb.where('products.expiry_date', '<', query.expiredOn!))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

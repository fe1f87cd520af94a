import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import type { NewProduct } from '../src/db/products.table.ts';
import {
  fetchProducts,
  getFilters,
  PRODUCTS_PAGE_SIZE as PAGE_SIZE,
  type ProductsQuery,
} from 'shared-ui/contracts/shop';
import { shopMessages } from '../src/schemas/shop.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp, createClock } from './helpers.ts';
import { registerAndLogin, type TestSession } from './session-helpers.ts';

const START = '2026-06-01T10:00:00.000Z'; // today is 2026-06-01

interface ListedProduct {
  product_id: number;
  product_name: string;
  price: number;
  category: string;
  expiry_date: string;
  timestamp: string;
}

/** A product written straight to the database (the upload path has its own tests). */
function addProduct(app: App, seller: TestSession, fields: Partial<NewProduct> & { minutesAgo?: number }) {
  const { minutesAgo = 0, ...rest } = fields;
  return insertProduct(app.db, {
    product_name: 'Kiondo basket',
    description: 'Hand-woven sisal basket',
    price: 1500,
    location: 'Mariakani',
    category: 'Crafts',
    contact_whatsapp: '+254700001001',
    expiry_date: '2026-07-01',
    image_1: 'AAAAAAAAAAAAAAAAAAAAAA.webp',
    image_2: null,
    image_3: null,
    user_id: seller.user.id,
    created_at: new Date(Date.parse(START) - minutesAgo * 60_000).toISOString(),
    ...rest,
  });
}

async function list(app: App, query?: ProductsQuery, session?: TestSession) {
  const response = await callEndpoint(app, fetchProducts, { query, session });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ products: ListedProduct[]; page: number; hasMore: boolean }>();
}

const names = (products: ListedProduct[]) => products.map((product) => product.product_name);

async function appWithSeller(t: Parameters<typeof buildTestApp>[0]) {
  const clock = createClock(START);
  const app = await buildTestApp(t, { now: clock.now });
  const seller = await registerAndLogin(app, { username: 'Kadzo' });
  return { app, seller, clock };
}

test('fetch_products: live products newest first, 12 a page, hasMore, and [] past the end', async (t) => {
  const { app, seller } = await appWithSeller(t);
  for (let i = 1; i <= 14; i += 1)
    await addProduct(app, seller, { product_name: `Item ${i}`, minutesAgo: 100 - i });
  await addProduct(app, seller, { product_name: 'Old leso', expiry_date: '2026-05-31' });

  const first = await list(app);
  assert.equal(first.products.length, PAGE_SIZE);
  assert.deepEqual(names(first.products).slice(0, 3), ['Item 14', 'Item 13', 'Item 12']);
  assert.equal(first.page, 1);
  assert.equal(first.hasMore, true);
  assert.deepEqual(Object.keys(first.products[0]!).sort(), [
    'average_rating',
    'category',
    'contact_whatsapp',
    'description',
    'expiry_date',
    'image_1',
    'image_2',
    'image_3',
    'location',
    'price',
    'product_id',
    'product_name',
    'seller_id',
    'seller_name',
    'timestamp',
  ]);
  assert.equal((first.products[0] as unknown as { seller_name: string }).seller_name, 'Kadzo');
  assert.equal((first.products[0] as unknown as { average_rating: null }).average_rating, null);

  const second = await list(app, { page: 2 });
  assert.deepEqual(names(second.products), ['Item 2', 'Item 1']);
  assert.equal(second.hasMore, false);
  const past = await list(app, { page: 3 });
  assert.deepEqual(past, { products: [], page: 3, hasMore: false });
  assert.ok(![...first.products, ...second.products].some((product) => product.product_name === 'Old leso'));
});

test('fetch_products: oldest first, both price orders, and price wins over recent', async (t) => {
  const { app, seller } = await appWithSeller(t);
  await addProduct(app, seller, { product_name: 'Honey', price: 1200, minutesAgo: 30 });
  await addProduct(app, seller, { product_name: 'Kikoi', price: 800, minutesAgo: 20 });
  await addProduct(app, seller, { product_name: 'Pot', price: 2500, minutesAgo: 10 });
  await addProduct(app, seller, { product_name: 'Crisps', price: 150, minutesAgo: 40 });

  assert.deepEqual(names((await list(app)).products), ['Pot', 'Kikoi', 'Honey', 'Crisps']);
  assert.deepEqual(names((await list(app, { recent: 'newest' })).products), [
    'Pot',
    'Kikoi',
    'Honey',
    'Crisps',
  ]);
  assert.deepEqual(names((await list(app, { recent: 'oldest' })).products), [
    'Crisps',
    'Honey',
    'Kikoi',
    'Pot',
  ]);
  assert.deepEqual(names((await list(app, { price: 'lowToHigh' })).products), [
    'Crisps',
    'Kikoi',
    'Honey',
    'Pot',
  ]);
  assert.deepEqual(names((await list(app, { price: 'highToLow' })).products), [
    'Pot',
    'Honey',
    'Kikoi',
    'Crisps',
  ]);
  assert.deepEqual(
    names((await list(app, { price: 'lowToHigh', recent: 'newest' })).products),
    ['Crisps', 'Kikoi', 'Honey', 'Pot'],
    'price decides when both are given',
  );
  // What the client sends when no sort is chosen.
  const blank = await list(app, { search: '', category: '', price: '', recent: '', page: 1 });
  assert.deepEqual(names(blank.products), ['Pot', 'Kikoi', 'Honey', 'Crisps']);
});

test('fetch_products: search matches word prefixes across name, description, location and category', async (t) => {
  const { app, seller } = await appWithSeller(t);
  await addProduct(app, seller, {
    product_name: 'Raw honey',
    description: 'From Kaya forest hives',
    location: 'Kaloleni',
    category: 'Food',
  });
  await addProduct(app, seller, {
    product_name: 'Kikoi shirt',
    description: 'Cotton, striped',
    location: 'Malindi',
    category: 'Clothing',
  });
  await addProduct(app, seller, {
    product_name: 'Forest walk',
    description: 'Guided tour',
    location: 'Kwale',
    category: 'Services',
  });
  await addProduct(app, seller, { product_name: 'Old honey', expiry_date: '2026-01-01', category: 'Food' });

  assert.deepEqual(names((await list(app, { search: 'hon' })).products), ['Raw honey']);
  assert.deepEqual(
    names((await list(app, { search: 'fore' })).products),
    ['Forest walk', 'Raw honey'],
    'newest first',
  );
  assert.deepEqual(names((await list(app, { search: 'fore', recent: 'oldest' })).products), [
    'Raw honey',
    'Forest walk',
  ]);
  assert.deepEqual(names((await list(app, { search: 'fore', price: 'highToLow' })).products).length, 2);
  assert.deepEqual(names((await list(app, { search: 'kaya fore' })).products), ['Raw honey']);
  assert.deepEqual(names((await list(app, { search: 'MALIN' })).products), ['Kikoi shirt']);
  assert.deepEqual(names((await list(app, { search: 'serv' })).products), ['Forest walk']);
  assert.deepEqual(names((await list(app, { search: 'fore', category: 'Services' })).products), [
    'Forest walk',
  ]);
  assert.deepEqual((await list(app, { search: 'zzz' })).products, []);
  assert.deepEqual((await list(app, { search: '"); drop table products; --' })).products, []);
  assert.equal((await list(app)).products.length, 3);
});

test('fetch_products: category filter, and get_filters lists the live categories sorted', async (t) => {
  const { app, seller } = await appWithSeller(t);
  await addProduct(app, seller, { product_name: 'Kikoi', category: 'Clothing & textiles' });
  await addProduct(app, seller, { product_name: 'Basket', category: 'Crafts' });
  await addProduct(app, seller, { product_name: 'Beads', category: 'Crafts' });
  await addProduct(app, seller, {
    product_name: 'Honey',
    category: 'Food & farm produce',
    expiry_date: '2026-05-01',
  });
  await addProduct(app, seller, { product_name: 'Guide', category: 'Services' });

  const crafts = await list(app, { category: 'Crafts' });
  assert.deepEqual(names(crafts.products).sort(), ['Basket', 'Beads']);
  assert.deepEqual(names((await list(app, { category: 'Clothing & textiles' })).products), ['Kikoi']);
  assert.deepEqual((await list(app, { category: 'Food & farm produce' })).products, [], 'expired');
  assert.deepEqual((await list(app, { category: 'Unknown' })).products, []);
  assert.deepEqual(names((await list(app, { category: ' Crafts ' })).products).sort(), ['Basket', 'Beads']);
  assert.equal((await list(app, { category: '  ' })).products.length, 4, 'spaces only: every category');

  const filters = await callEndpoint(app, getFilters);
  assert.equal(filters.statusCode, 200);
  assert.deepEqual(filters.json(), { categories: ['Clothing & textiles', 'Crafts', 'Services'] });
});

test('fetch_products: unknown sort values and bad numbers are refused with 400 {error}', async (t) => {
  const { app } = await appWithSeller(t);
  const cases: [string, string][] = [
    ['price=cheapest', shopMessages.badPrice],
    ['recent=latest', shopMessages.badRecent],
    ['page=0', shopMessages.badPage],
    ['page=abc', shopMessages.badPage],
    ['page=1.5', shopMessages.badPage],
    ['product_id=abc', shopMessages.badProductId],
    ['product_id=0', shopMessages.badProductId],
    [`search=${'a'.repeat(201)}`, shopMessages.badSearch],
  ];
  for (const [query, error] of cases) {
    const response = await callUnchecked(app, fetchProducts, { query });
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json(), { error }, query);
  }
});

test('fetch_products?product_id: the product with reviews; expired ones only for their seller', async (t) => {
  const { app, seller, clock } = await appWithSeller(t);
  const other = await registerAndLogin(app);
  const id = await addProduct(app, seller, { product_name: 'Mangoes', expiry_date: '2026-06-01' });
  const detail = (session?: TestSession) =>
    callEndpoint(app, fetchProducts, { query: { product_id: id }, session });

  const live = await detail();
  assert.equal(live.statusCode, 200);
  const { product } = live.json();
  assert.equal(product.product_id, id);
  assert.equal(product.product_name, 'Mangoes');
  assert.equal(product.seller_id, seller.user.id);
  assert.deepEqual(product.reviews, []);
  assert.equal(product.reviews_count, 0);
  assert.equal(product.reviews_has_more, false);
  assert.equal((await list(app)).products.length, 1, 'listed on its last day');

  clock.advance(24 * 60 * 60_000); // 2026-06-02: expired
  assert.deepEqual((await list(app)).products, []);
  for (const session of [undefined, other]) {
    const hidden = await detail(session);
    assert.equal(hidden.statusCode, 404);
    assert.deepEqual(hidden.json(), { error: shopMessages.productNotFound });
  }
  const own = await detail(seller);
  assert.equal(own.statusCode, 200);
  assert.equal(own.json().product.expiry_date, '2026-06-01');

  const unknown = await callEndpoint(app, fetchProducts, { query: { product_id: 9999 } });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { error: shopMessages.productNotFound });
});

test('the demo marketplace: live listings in several categories, pictures served, ratings consistent', async (t) => {
  const clock = createClock(START);
  const app = await buildTestApp(t, { now: clock.now, env: { SEED: 'demo' } });

  const products: ListedProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(app, { page });
    products.push(...answer.products);
    if (!answer.hasMore) break;
  }
  assert.ok(products.length >= 36, `${products.length} live products`);
  assert.ok(products.every((product) => product.expiry_date >= '2026-06-01'));
  assert.ok(
    products.every((product) =>
      /^\+25470000\d{4}$/.test((product as never as { contact_whatsapp: string }).contact_whatsapp),
    ),
  );

  const { categories } = (await callEndpoint(app, getFilters)).json();
  assert.ok(categories.length >= 4, categories.join(', '));
  assert.deepEqual(new Set(categories), new Set(products.map((product) => product.category)));

  const expired = await app.db
    .selectFrom('products')
    .select('id')
    .where('expiry_date', '<', '2026-06-01')
    .execute();
  assert.ok(expired.length >= 2 && expired.length <= 3, `${expired.length} expired`);

  const first = products[0] as never as { image_1: string };
  for (const name of [first.image_1, first.image_1.replace('.webp', '-w480.webp')]) {
    const image = await app.inject({ method: 'GET', url: `/api/shop/uploads/${name}` });
    assert.equal(image.statusCode, 200, name);
    assert.equal(image.headers['content-type'], 'image/webp');
  }

  let reviewed = 0;
  for (const listed of products) {
    const { product } = (
      await callEndpoint(app, fetchProducts, { query: { product_id: listed.product_id } })
    ).json();
    assert.equal(product.reviews.length, product.reviews_count);
    if (product.reviews_count === 0) {
      assert.equal(product.average_rating, null);
      continue;
    }
    reviewed += 1;
    assert.ok(product.reviews_count <= 4);
    const mean =
      product.reviews.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) /
      product.reviews_count;
    assert.ok(Math.abs(product.average_rating - mean) < 1e-9, product.product_name);
    assert.ok(
      product.reviews.every((r: { reviewer_name: string }) => r.reviewer_name !== product.seller_name),
    );
  }
  assert.ok(reviewed >= products.length / 3 && reviewed <= (products.length * 2) / 3, `${reviewed} reviewed`);
});

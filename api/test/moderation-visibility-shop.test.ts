/**
 * Hidden products (`moderation` 'review' or 'removed') are gone from every shop list, search,
 * filter and the embed; their pages answer 410; View My Products still shows them to their seller.
 * Also the seller's standing beside a product and the seller filter.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addReview,
  fetchProducts,
  getFilters,
  PRODUCTS_PAGE_SIZE,
  viewMyProducts,
  type ProductsQuery,
} from 'shared-ui/contracts/shop';
import { myProducts as myProductsTexts } from 'shared-ui/texts/my-products';
import { shopMessages } from '../src/schemas/shop.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import {
  REMOVED,
  START,
  addProduct,
  json,
  moderate,
  productIds,
  productTrio,
  setUp,
} from './moderation-helpers.ts';
import { registerAndLogin, type TestSession } from './session-helpers.ts';

test('hidden products are left out of every list, search, filter, category and the embed, whoever asks', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await productTrio(app, owner);
  const queries: ProductsQuery[] = [
    {},
    { search: 'kaya' },
    { search: 'kaya', price: 'lowToHigh' },
    { price: 'highToLow' },
    { recent: 'oldest' },
    { category: 'Flagged' },
    { category: 'Removed' },
    { seller_id: owner.user.id },
    { seller_id: owner.user.id, search: 'basket', price: 'lowToHigh' },
  ];
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const listed = productIds(await json(callEndpoint(app, fetchProducts, { query, session })));
      const expected = 'category' in query ? [] : [ids.shown];
      const what = `${JSON.stringify(query)} for ${session?.user.username ?? 'a guest'}`;
      assert.deepEqual(listed, expected, what);
    }
  }
  const filters = await json<{ categories: string[] }>(callEndpoint(app, getFilters));
  assert.deepEqual(filters.categories, ['Crafts'], 'no category of hidden products only');
  // The embed on a partner's page reads the same list from another origin.
  const embedded = await callEndpoint(app, fetchProducts, {
    query: { page: 1 },
    headers: { origin: 'https://partner.example' },
  });
  assert.equal(embedded.headers['access-control-allow-origin'], '*');
  assert.deepEqual(productIds(embedded.json()), [ids.shown]);
});

test("a hidden product's page answers 410 (but to administrators); it takes no reviews", async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await productTrio(app, owner);
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await callEndpoint(app, fetchProducts, { query: { product_id: id }, session });
      assert.equal(response.statusCode, 410, response.body);
      // A browser keeps a bare 410 for ever; a dismissed report brings the item back.
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.deepEqual(response.json(), { error: REMOVED });
    }
    const seen = await json<{ product: { product_id: number } }>(
      callEndpoint(app, fetchProducts, { query: { product_id: id }, session: admin }),
    );
    assert.equal(seen.product.product_id, id);

    const review = await callEndpoint(app, addReview, {
      body: { product_id: String(id), user_id: String(other.user.id), review_text: 'Lovely.', rating: '5' },
      urlencoded: true,
      session: other,
    });
    assert.equal(review.statusCode, 404, review.body);
    assert.equal(review.json().error, shopMessages.productNotFound);
  }
  const shown = await callEndpoint(app, fetchProducts, { query: { product_id: ids.shown } });
  assert.equal(shown.statusCode, 200);
  assert.equal(REMOVED, 'This content has been removed.');
});

test('View My Products shows the seller their hidden listings: under review, or removed and why', async (t) => {
  const { app, owner } = await setUp(t);
  await productTrio(app, owner);
  const page = await callEndpoint(app, viewMyProducts, {
    query: { user_id: String(owner.user.id) },
    session: owner,
  });
  assert.equal(page.statusCode, 200, page.body);
  const cards = page.body.split('<li class="product').slice(1);
  const card = (name: string) => cards.find((html) => html.includes(name)) ?? '';
  assert.equal(cards.length, 3);
  assert.match(card('Kaya basket flagged'), new RegExp(`>${myProductsTexts.underReview}<`));
  assert.match(card('Kaya basket removed'), />Removed: Counterfeit goods</);
  assert.match(card('Kaya basket removed'), /^ hidden"/);
  assert.doesNotMatch(card('Kaya basket shown'), /Under review|Removed/);
  assert.equal(myProductsTexts.removed(null), 'Removed');
});

test("a product answers its seller's standing: since when, live listings, rating over every visible listing", async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const third = await registerAndLogin(app, { username: 'Sidi' });
  const first = await addProduct(app, owner);
  const second = await addProduct(app, owner);
  const expired = await addProduct(app, owner, { expiry_date: '2026-05-01' });
  const hidden = await addProduct(app, owner);
  await moderate(app, 'products', hidden, 'removed', 'Fake');
  const review = (productId: number, reviewer: TestSession, rating: number) =>
    app.db
      .insertInto('product_reviews')
      .values({
        product_id: productId,
        user_id: reviewer.user.id,
        reviewer_name: reviewer.user.username,
        review_text: 'Fine.',
        rating,
        created_at: START,
      })
      .execute();
  await review(first, other, 5);
  await review(first, third, 3);
  await review(second, other, 4);
  await review(expired, other, 2);
  await review(hidden, other, 1);

  const { product } = await json<{ product: { seller: unknown } }>(
    callEndpoint(app, fetchProducts, { query: { product_id: first } }),
  );
  assert.deepEqual(product.seller, {
    member_since: START,
    // The expired and the hidden one are not live listings.
    active_listings: 2,
    // Reviews of the expired listing count, those of the hidden one do not: (5 + 3 + 4 + 2) / 4.
    average_rating: 3.5,
    reviews_count: 4,
  });
  // The seller sees their expired listing, with the same standing.
  const own = await json<{ product: { seller: unknown } }>(
    callEndpoint(app, fetchProducts, { query: { product_id: expired }, session: owner }),
  );
  assert.deepEqual(own.product.seller, product.seller);

  const newcomer = await addProduct(app, admin);
  const fresh = await json<{ product: { seller: unknown } }>(
    callEndpoint(app, fetchProducts, { query: { product_id: newcomer } }),
  );
  assert.deepEqual(fresh.product.seller, {
    member_since: START,
    active_listings: 1,
    average_rating: null,
    reviews_count: 0,
  });
});

test("seller_id lists one seller's live, visible products, with the other filters, orders and pages", async (t) => {
  const { app, owner, other } = await setUp(t);
  const mine: number[] = [];
  for (let index = 0; index < PRODUCTS_PAGE_SIZE + 1; index += 1) mine.push(await addProduct(app, owner));
  await addProduct(app, owner, { expiry_date: '2026-05-31' });
  await moderate(app, 'products', await addProduct(app, owner), 'review');
  const pot = await addProduct(app, owner, { product_name: 'Clay pot', category: 'Pottery', price: 10 });
  const theirs = await addProduct(app, other, { product_name: 'Clay pot too', category: 'Pottery' });

  type Page = { products: { product_id: number }[]; hasMore: boolean };
  const list = (query: ProductsQuery = {}) => json<Page>(callEndpoint(app, fetchProducts, { query }));
  const everyone = productIds(await list());
  assert.ok(everyone.includes(theirs));
  const seller_id = owner.user.id;
  const first = await list({ seller_id });
  assert.deepEqual(productIds(first), [pot, ...mine.slice(-PRODUCTS_PAGE_SIZE + 1).reverse()]);
  assert.equal(first.hasMore, true);
  const second = await list({ seller_id, page: 2 });
  assert.deepEqual(productIds(second), mine.slice(0, 2).reverse());
  assert.equal(second.hasMore, false);
  assert.deepEqual(productIds(await list({ seller_id, category: 'Pottery' })), [pot]);
  assert.deepEqual(productIds(await list({ seller_id, search: 'clay' })), [pot]);
  assert.deepEqual(productIds(await list({ seller_id, price: 'lowToHigh' }))[0], pot);
  assert.deepEqual(productIds(await list({ seller_id, recent: 'oldest' }))[0], mine[0]);
  assert.deepEqual(
    productIds(await list({ seller_id: other.user.id })),
    [theirs],
    'another seller: another answer, not the first one cached',
  );
  const bad = await callUnchecked(app, fetchProducts, { query: { seller_id: 'abc' } });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json(), { error: shopMessages.badSellerId });
});

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { addReview, fetchProducts, type ProductsQuery } from 'shared-ui/contracts/shop';
import { texts } from 'shared-ui/texts';
import { marketplace } from 'shared-ui/texts/marketplace';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import { insertReview } from '../src/db/reviews.repository.ts';
import { createUser } from '../src/db/users.repository.ts';
import { REVIEWS_PAGE_SIZE } from 'shared-ui/contracts/entities';
import { REVIEW_TEXT_MAX, shopMessages } from '../src/schemas/shop.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { createClock } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const START = '2026-06-01T10:00:00.000Z';

async function setUp(t: TestContext) {
  const clock = createClock(START);
  const { app, admin } = await makeAdmin(t, { now: clock.now });
  const seller = await registerAndLogin(app, { username: 'Karisa' });
  const buyer = await registerAndLogin(app, { username: 'Zawadi' });
  const productId = await addProduct(app, seller, '2026-08-01');
  return { app, admin, seller, buyer, productId, clock };
}

function addProduct(app: App, seller: TestSession, expiry_date: string) {
  return insertProduct(app.db, {
    product_name: 'Raw honey, 1 kg',
    description: 'From hives at the forest edge',
    price: 1200,
    location: 'Kaloleni',
    category: 'Food & farm produce',
    contact_whatsapp: '+254700001001',
    expiry_date,
    image_1: 'AAAAAAAAAAAAAAAAAAAAAA.webp',
    image_2: null,
    image_3: null,
    user_id: seller.user.id,
    created_at: START,
  });
}

/** A review as the browser's form would send it (application/x-www-form-urlencoded), good or bad. */
function review(app: App, fields: Record<string, string | number>, session?: TestSession) {
  return callUnchecked(app, addReview, { body: fields, urlencoded: true, session });
}

async function detail(app: App, productId: number, query: ProductsQuery = {}) {
  const response = await callEndpoint(app, fetchProducts, { query: { product_id: productId, ...query } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().product;
}

test('add_review: a member reviews a product; rating and count are updated', async (t) => {
  const { app, buyer, productId, clock } = await setUp(t);
  const response = await review(
    app,
    { product_id: productId, user_id: buyer.user.id, review_text: '  Sweet and thick honey.  ', rating: 5 },
    buyer,
  );
  assert.equal(response.statusCode, 201, response.body);
  const answer = response.json();
  assert.deepEqual(answer, {
    success: true,
    message: marketplace.review.added,
    review: {
      review_id: answer.review.review_id,
      reviewer_name: 'Zawadi',
      review_text: 'Sweet and thick honey.',
      rating: 5,
      created_at: START,
    },
    average_rating: 5,
    reviews_count: 1,
  });

  clock.advance(60_000);
  const more = [
    [await registerAndLogin(app), 4],
    [await registerAndLogin(app), 2],
  ] as const;
  for (const [member, rating] of more) {
    const next = await review(
      app,
      { product_id: productId, user_id: member.user.id, review_text: `Rated ${rating}`, rating },
      member,
    );
    assert.equal(next.statusCode, 201, next.body);
  }
  const product = await detail(app, productId);
  assert.equal(product.reviews_count, 3);
  assert.ok(Math.abs(product.average_rating - 11 / 3) < 1e-9, String(product.average_rating));
  assert.deepEqual(
    product.reviews.map((r: { review_text: string }) => r.review_text),
    ['Rated 2', 'Rated 4', 'Sweet and thick honey.'],
    'newest first',
  );
  assert.deepEqual(Object.keys(product.reviews[0]).sort(), [
    'created_at',
    'rating',
    'review_id',
    'review_text',
    'reviewer_name',
  ]);
  const listed = (await callEndpoint(app, fetchProducts)).json();
  assert.ok(Math.abs(listed.products[0].average_rating - 11 / 3) < 1e-9);
});

test('add_review: one review per member and product (409), and JSON bodies work too', async (t) => {
  const { app, buyer, productId } = await setUp(t);
  const fields = { product_id: productId, user_id: buyer.user.id, review_text: 'Good', rating: 4 };
  assert.equal((await review(app, fields, buyer)).statusCode, 201);
  const again = await review(app, { ...fields, rating: 1 }, buyer);
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), { success: false, error: shopMessages.alreadyReviewed });
  // The same fields as JSON, numbers and all.
  const json = await callUnchecked(app, addReview, {
    body: { ...fields, review_text: 'Again' },
    session: buyer,
  });
  assert.equal(json.statusCode, 409);
  const product = await detail(app, productId);
  assert.equal(product.reviews_count, 1);
  assert.equal(product.average_rating, 4);
});

test('add_review: who may review (guest, seller, other member, admin, someone else’s user_id)', async (t) => {
  const { app, admin, seller, buyer, productId } = await setUp(t);
  const fields = (session: TestSession) => ({
    product_id: productId,
    user_id: session.user.id,
    review_text: 'Nice',
    rating: 3,
  });

  const guest = await review(app, { ...fields(buyer) });
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { success: false, error: marketplace.review.loginRequired });
  const impersonating = await review(app, fields(seller), buyer);
  assert.equal(impersonating.statusCode, 403);
  assert.deepEqual(impersonating.json(), { success: false, error: shopMessages.reviewAsYourself });
  const own = await review(app, fields(seller), seller);
  assert.equal(own.statusCode, 403);
  assert.deepEqual(own.json(), { success: false, error: shopMessages.ownProductReview });
  assert.equal((await detail(app, productId)).reviews_count, 0, 'nothing written');

  assert.equal((await review(app, fields(buyer), buyer)).statusCode, 201);
  assert.equal((await review(app, fields(admin), admin)).statusCode, 201);
  assert.equal((await detail(app, productId)).reviews_count, 2);
});

test('add_review: bad input is refused with the spec texts and nothing is written', async (t) => {
  const { app, buyer, seller, productId, clock } = await setUp(t);
  const base = { product_id: productId, user_id: buyer.user.id, review_text: 'Good honey', rating: 4 };
  const expiredId = await addProduct(app, seller, '2026-06-01');
  clock.advance(24 * 60 * 60_000);
  const cases: [Record<string, string | number>, number, string][] = [
    [{ ...base, rating: '' }, 400, marketplace.review.ratingRequired],
    [{ ...base, rating: 0 }, 400, marketplace.review.ratingRequired],
    [{ ...base, rating: 6 }, 400, marketplace.review.ratingRequired],
    [{ ...base, rating: 4.5 }, 400, marketplace.review.ratingRequired],
    [{ ...base, rating: 'five' }, 400, marketplace.review.ratingRequired],
    [
      { product_id: productId, user_id: buyer.user.id, review_text: 'x' },
      400,
      marketplace.review.ratingRequired,
    ],
    [{ ...base, review_text: '   ' }, 400, texts.validation.required('Review text')],
    [
      { ...base, review_text: 'a'.repeat(REVIEW_TEXT_MAX + 1) },
      400,
      texts.validation.tooLong('Review text', REVIEW_TEXT_MAX),
    ],
    [{ ...base, product_id: 'abc' }, 400, shopMessages.badProductId],
    [{ ...base, product_id: 99999 }, 404, shopMessages.productNotFound],
    [{ ...base, product_id: expiredId }, 404, shopMessages.productNotFound],
    [{ ...base, user_id: '' }, 403, shopMessages.reviewAsYourself],
  ];
  for (const [fields, status, error] of cases) {
    const response = await review(app, fields, buyer);
    assert.equal(response.statusCode, status, JSON.stringify(fields).slice(0, 80));
    assert.deepEqual(response.json(), { success: false, error });
  }
  const rows = await app.db.selectFrom('product_reviews').select('id').execute();
  assert.deepEqual(rows, []);
  assert.equal((await detail(app, productId)).average_rating, null);
});

test('add_review: concurrent reviews keep the count and the average exact', async (t) => {
  const { app, productId } = await setUp(t);
  const members = [];
  for (let i = 0; i < 6; i += 1) members.push(await registerAndLogin(app));
  const ratings = [5, 4, 3, 5, 1, 2];
  const responses = await Promise.all(
    members.map((member, i) =>
      review(
        app,
        { product_id: productId, user_id: member.user.id, review_text: 'Ok', rating: ratings[i]! },
        member,
      ),
    ),
  );
  assert.deepEqual(
    responses.map((response) => response.statusCode),
    ratings.map(() => 201),
  );
  const product = await detail(app, productId);
  assert.equal(product.reviews_count, 6);
  assert.ok(Math.abs(product.average_rating - 20 / 6) < 1e-9);
});

test('a product with many reviews pages them, newest first', async (t) => {
  const { app, productId } = await setUp(t);
  for (let i = 0; i <= REVIEWS_PAGE_SIZE; i += 1) {
    const userId = await createUser(app.db, {
      username: `Reader ${i}`,
      email: `reader-${i}@example.org`,
      passwordHash: 'not-a-hash',
      now: new Date(START),
    });
    await insertReview(app.db, {
      product_id: productId,
      user_id: userId,
      reviewer_name: `Reader ${i}`,
      review_text: `Review ${i}`,
      rating: 4,
      created_at: new Date(Date.parse(START) + i * 1000).toISOString(),
    });
  }
  const first = await detail(app, productId);
  assert.equal(first.reviews.length, REVIEWS_PAGE_SIZE);
  assert.equal(first.reviews[0].review_text, `Review ${REVIEWS_PAGE_SIZE}`);
  assert.equal(first.reviews_has_more, true);
  const second = await detail(app, productId, { reviews_page: 2 });
  assert.deepEqual(
    second.reviews.map((r: { review_text: string }) => r.review_text),
    ['Review 0'],
  );
  assert.equal(second.reviews_has_more, false);
});

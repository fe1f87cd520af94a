import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { deleteFromMyProducts, deleteProduct, fetchProducts, viewMyProducts } from 'shared-ui/contracts/shop';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import type { NewProduct } from '../src/db/products.table.ts';
import { insertReview } from '../src/db/reviews.repository.ts';
import { storeDrawing } from '../src/db/seed/art.ts';
import { myProductsTexts } from '../src/routes/shop/my-products.ts';
import { shopMessages } from '../src/schemas/shop.ts';
import { escapeHtml } from '../src/views/my-products.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { createClock, createTestEnvironment } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const START = '2026-06-01T10:00:00.000Z'; // today is 2026-06-01
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#c98b3c"/></svg>';

async function setUp(t: TestContext) {
  const environment = await createTestEnvironment(t);
  const { app, admin } = await makeAdmin(t, { environment, now: createClock(START).now });
  const seller = await registerAndLogin(app, { username: 'Mwaka <b>' });
  const other = await registerAndLogin(app, { username: 'Sidi' });
  const shopDir = path.join(environment.dataDir, 'uploads', 'shop');
  return { app, admin, seller, other, shopDir };
}

/** A product with a real stored picture (both widths), or the given picture names. */
async function addProduct(app: App, seller: TestSession, fields: Partial<NewProduct> = {}) {
  const image_1 = fields.image_1 ?? (await storeDrawing(app.media, 'shop', SVG));
  return {
    image_1,
    id: await insertProduct(app.db, {
      product_name: 'Clay pot',
      description: 'Fired in Rabai',
      price: 1234.5,
      location: 'Rabai',
      category: 'Crafts',
      contact_whatsapp: '+254700001001',
      expiry_date: '2026-07-01',
      image_2: null,
      image_3: null,
      user_id: seller.user.id,
      created_at: START,
      ...fields,
      image_1,
    }),
  };
}

const page = (app: App, userId: number | string, session?: TestSession) =>
  callEndpoint(app, viewMyProducts, { query: { user_id: String(userId) }, session });

const remove = (app: App, body: unknown, session?: TestSession) =>
  callUnchecked(app, deleteProduct, { body, session });

/** The page's own address, as its links and form name it (relative to the page). */
const pageFile = viewMyProducts.path.slice(viewMyProducts.path.lastIndexOf('/') + 1);

test('escapeHtml makes text safe for content and attributes', () => {
  assert.equal(
    escapeHtml(`<script>alert("x&y")</script>'`),
    '&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;',
  );
  assert.equal(escapeHtml('Kiondo'), 'Kiondo');
});

test('view_my_products: the seller gets an HTML page of their products, live and expired, escaped', async (t) => {
  const { app, seller, other } = await setUp(t);
  const { image_1 } = await addProduct(app, seller, { product_name: '<script>alert(1)</script> pot' });
  await addProduct(app, seller, {
    product_name: 'Old leso',
    expiry_date: '2026-05-01',
    category: 'Clothing & textiles',
  });
  await addProduct(app, other, { product_name: 'Not mine' });

  const response = await page(app, seller.user.id, seller);
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(response.headers['cache-control'], 'no-store');
  const html = response.body;
  assert.match(html, /^<!doctype html>\n<html lang="en">/);
  assert.match(html, /<title>My products \| Mijikenda Community Platform<\/title>/);
  assert.match(html, /<main>[\s\S]*<h1>My products<\/h1>[\s\S]*<\/main>/);
  assert.doesNotMatch(html, /<script/i, 'no scripts, and user text escaped');
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt; pot/);
  assert.match(html, /Signed in as Mwaka &lt;b&gt;/);
  assert.match(html, /Ksh 1,234\.5/);
  assert.match(html, /Category: Clothing &amp; textiles/);
  assert.match(html, /Old leso[\s\S]*Expired<\/span> on 2026-05-01/);
  assert.match(html, /Listed until 2026-07-01/);
  assert.ok(html.includes(`src="/api/shop/uploads/${image_1.replace('.webp', '-w480.webp')}"`));
  assert.match(html, /href="\/marketplace"/);
  assert.match(html, /href="\/sell"/);
  assert.doesNotMatch(html, /Not mine/);

  const thumbnail = await app.inject({
    method: 'GET',
    url: `/api/shop/uploads/${image_1.replace('.webp', '-w480.webp')}`,
  });
  assert.equal(thumbnail.statusCode, 200);
});

test('view_my_products: guests, other members and admins get a refusal page', async (t) => {
  const { app, admin, seller, other } = await setUp(t);
  await addProduct(app, seller);
  const cases: [TestSession | undefined, number, string][] = [
    [undefined, 401, myProductsTexts.loginMessage],
    [other, 403, myProductsTexts.forbiddenMessage],
    [admin, 403, myProductsTexts.forbiddenMessage],
  ];
  for (const [session, status, message] of cases) {
    const response = await page(app, seller.user.id, session);
    assert.equal(response.statusCode, status);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.ok(response.body.includes(escapeHtml(message)), response.body);
    assert.match(response.body, /href="\/login"/);
    assert.doesNotMatch(response.body, /Clay pot/);
  }
  assert.match((await page(app, seller.user.id)).body, /<h1>Please log in<\/h1>/);
  assert.equal((await page(app, 'abc', seller)).statusCode, 403);
  const empty = await page(app, other.user.id, other);
  assert.equal(empty.statusCode, 200);
  assert.match(empty.body, /You have not listed any products yet\./);
});

test('delete_product: the seller or an admin; reviews and unused pictures go with it', async (t) => {
  const { app, admin, seller, other, shopDir } = await setUp(t);
  const first = await addProduct(app, seller);
  const second = await addProduct(app, seller);
  const sharing = await addProduct(app, other, { image_1: first.image_1 });
  await insertReview(app.db, {
    product_id: first.id,
    user_id: other.user.id,
    reviewer_name: 'Sidi',
    review_text: 'Good',
    rating: 5,
    created_at: START,
  });

  const guest = await remove(app, { product_id: first.id });
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { success: false, message: shopMessages.deleteLogin });
  const notOwner = await remove(app, { product_id: first.id }, other);
  assert.equal(notOwner.statusCode, 403);
  assert.deepEqual(notOwner.json(), { success: false, message: shopMessages.notYourProduct });
  assert.equal((await remove(app, { product_id: 9999 }, seller)).statusCode, 404);
  for (const bad of [{}, { product_id: 'abc' }, { product_id: 0 }]) {
    const response = await remove(app, bad, seller);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { success: false, message: shopMessages.badProductId });
  }
  assert.equal((await app.db.selectFrom('products').select('id').execute()).length, 3, 'nothing deleted');

  const own = await remove(app, { product_id: first.id }, seller);
  assert.equal(own.statusCode, 200);
  assert.deepEqual(own.json(), { success: true, message: shopMessages.productDeleted });
  assert.deepEqual(await app.db.selectFrom('product_reviews').select('id').execute(), []);
  const files = await readdir(shopDir);
  assert.ok(files.includes(first.image_1), 'still used by another product');

  const byAdmin = await remove(app, { product_id: second.id }, admin);
  assert.equal(byAdmin.statusCode, 200);
  const after = await readdir(shopDir);
  assert.ok(
    !after.includes(second.image_1) && !after.includes(second.image_1.replace('.webp', '-w480.webp')),
  );
  const gone = await callEndpoint(app, fetchProducts, { query: { product_id: second.id } });
  assert.equal(gone.statusCode, 404);

  const formEncoded = await callEndpoint(app, deleteProduct, {
    body: { product_id: sharing.id },
    urlencoded: true,
    session: other,
  });
  assert.equal(formEncoded.statusCode, 200);
  assert.deepEqual(await readdir(shopDir), [], 'the last user of a picture takes it with it');
});

const postDelete = (app: App, userId: number, productId: string, session?: TestSession, site?: string) =>
  callEndpoint(app, deleteFromMyProducts, {
    query: { user_id: String(userId) },
    body: { product_id: productId },
    urlencoded: true,
    headers: site ? { 'sec-fetch-site': site } : {},
    session,
  });

test('view_my_products: Delete asks first, then takes the product down and says so', async (t) => {
  const { app, seller, other } = await setUp(t);
  const pot = await addProduct(app, seller, { product_name: 'Clay <pot>' });
  const leso = await addProduct(app, seller, { product_name: 'Leso' });
  const theirs = await addProduct(app, other, { product_name: 'Kiondo' });
  const count = async () => (await app.db.selectFrom('products').select('id').execute()).length;

  const list = (await page(app, seller.user.id, seller)).body;
  assert.ok(list.includes(`href="${pageFile}?user_id=${seller.user.id}&amp;delete=${pot.id}"`));
  assert.doesNotMatch(list, /<form/, 'no question before Delete is chosen');

  const asking = await callEndpoint(app, viewMyProducts, {
    query: { user_id: String(seller.user.id), delete: String(pot.id) },
    session: seller,
  });
  assert.equal(asking.statusCode, 200);
  assert.match(asking.body, /role="alertdialog"/);
  assert.ok(asking.body.includes('Are you sure you want to delete this product?'));
  assert.ok(asking.body.includes('&quot;Clay &lt;pot&gt;&quot; is taken off the marketplace'));
  assert.ok(asking.body.includes(`<form method="post" action="${pageFile}?user_id=${seller.user.id}">`));
  assert.ok(asking.body.includes(`<input type="hidden" name="product_id" value="${pot.id}">`));
  assert.equal(await count(), 3, 'asking deletes nothing');

  const otherSite = await postDelete(app, seller.user.id, String(pot.id), seller, 'cross-site');
  assert.equal(otherSite.statusCode, 403);
  assert.match(otherSite.body, /This form can only be sent from this site\./);
  assert.equal((await postDelete(app, seller.user.id, String(pot.id))).statusCode, 401);
  assert.equal((await postDelete(app, seller.user.id, String(pot.id), other)).statusCode, 403);
  const notTheirs = await postDelete(app, seller.user.id, String(theirs.id), seller, 'same-origin');
  assert.equal(notTheirs.statusCode, 403);
  assert.match(notTheirs.body, /role="alert">You can only delete your own products\./);
  const unknown = await postDelete(app, seller.user.id, 'abc', seller);
  assert.equal(unknown.statusCode, 404);
  assert.equal(await count(), 3, 'nothing deleted by a refused form');

  const deleted = await postDelete(app, seller.user.id, String(pot.id), seller, 'same-origin');
  assert.equal(deleted.statusCode, 303);
  assert.equal(deleted.headers.location, `${pageFile}?user_id=${seller.user.id}&deleted=1`);
  assert.equal(await count(), 2);
  const after = await callEndpoint(app, viewMyProducts, {
    query: { user_id: String(seller.user.id), deleted: '1' },
    session: seller,
  });
  assert.match(after.body, /role="status">Product deleted\./);
  assert.doesNotMatch(after.body, /Clay &lt;pot&gt;/);
  assert.match(after.body, /Leso/);
  assert.ok(leso.id > 0);
});

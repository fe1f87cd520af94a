import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import sharp from 'sharp';
import { addProduct as addProductEndpoint, fetchProducts } from 'shared-ui/contracts/shop';
import { texts } from 'shared-ui/texts';
import { marketplace } from 'shared-ui/texts/marketplace';
import type { App } from '../src/app.ts';
import { PRODUCT_LIMITS, shopMessages } from '../src/schemas/shop.ts';
import { callEndpoint } from './contract-call.ts';
import { createClock, createTestEnvironment } from './helpers.ts';
import { jpeg as baseJpeg, type FilePart } from './multipart.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';
import { productFields } from './shop-fixtures.ts';
import { STORED_IMAGE_WIDTHS } from '../src/uploads/images.ts';

const START = '2026-06-01T10:00:00.000Z'; // today is 2026-06-01

const jpeg = () => baseJpeg(900, 600, '#c98b3c');
const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 4, background: '#1e88e5' } })
    .png()
    .toBuffer();

type Upload = FilePart;

async function setUp(t: TestContext) {
  const environment = await createTestEnvironment(t);
  const { app, admin } = await makeAdmin(t, { environment, now: createClock(START).now });
  const seller = await registerAndLogin(app, { username: 'Dama' });
  const other = await registerAndLogin(app, { username: 'Sidi' });
  const uploads = path.join(environment.dataDir, 'uploads');
  /** Every stored or half-stored file: product pictures and temp files. */
  const storedFiles = async () => [
    ...(await readdir(path.join(uploads, 'shop'))),
    ...(await readdir(path.join(uploads, '.tmp'))),
  ];
  return { app, admin, seller, other, storedFiles };
}

const validFields = productFields;

async function addProduct(
  app: App,
  fields: Record<string, string>,
  files: Record<string, Upload>,
  session?: TestSession,
) {
  return callEndpoint(app, addProductEndpoint, { form: { fields, files }, session });
}

const photo = async (): Promise<Upload> => ({ bytes: await jpeg(), name: 'basket.jpg', type: 'image/jpeg' });

test('add_product: a member lists a product; its pictures are served at /api/shop/uploads', async (t) => {
  const { app, seller, storedFiles } = await setUp(t);
  const response = await addProduct(
    app,
    { ...validFields(seller), contact_whatsapp: '+2547000010019' },
    { image_1: await photo(), image_2: { bytes: await png(), name: 'side.png', type: 'image/png' } },
    seller,
  );
  assert.equal(response.statusCode, 201, response.body);
  const { message, product_id } = response.json();
  assert.equal(message, shopMessages.productAdded);

  const { product } = (await callEndpoint(app, fetchProducts, { query: { product_id } })).json();
  assert.equal(product.product_name, 'Kiondo basket');
  assert.equal(product.price, 1500);
  assert.equal(product.contact_whatsapp, '+254700001001', 'cut at 13 characters');
  assert.equal(product.seller_id, seller.user.id);
  assert.equal(product.timestamp, START);
  assert.equal(product.image_3, null);
  assert.match(product.image_1, /^[\w-]+\.webp$/);
  for (const name of [product.image_1, product.image_1.replace('.webp', '-w160.webp'), product.image_2]) {
    const image = await app.inject({ method: 'GET', url: `/api/shop/uploads/${name}` });
    assert.equal(image.statusCode, 200, name);
    assert.equal(image.headers['content-type'], 'image/webp');
  }
  assert.equal(
    (await storedFiles()).length,
    2 * STORED_IMAGE_WIDTHS.length,
    'two pictures in every width, no temp files',
  );
});

test('add_product: guests, other user ids and members (admin included) listing as themselves', async (t) => {
  const { app, admin, seller, other, storedFiles } = await setUp(t);
  const guest = await addProduct(app, validFields(seller), { image_1: await photo() });
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { message: marketplace.products.loginToSubmit });
  const impersonating = await addProduct(app, validFields(seller), { image_1: await photo() }, other);
  assert.equal(impersonating.statusCode, 403);
  assert.deepEqual(impersonating.json(), { message: shopMessages.sellAsYourself });
  const asAdmin = await addProduct(app, validFields(seller), { image_1: await photo() }, admin);
  assert.equal(asAdmin.statusCode, 403, 'an admin does not list for others either');
  const noUser = await addProduct(
    app,
    { ...validFields(seller), user_id: '' },
    { image_1: await photo() },
    seller,
  );
  assert.equal(noUser.statusCode, 400);
  assert.deepEqual(noUser.json(), { message: shopMessages.userIdRequired });
  assert.deepEqual(await storedFiles(), []);
  assert.deepEqual(await app.db.selectFrom('products').select('id').execute(), []);

  assert.equal(
    (await addProduct(app, validFields(seller), { image_1: await photo() }, seller)).statusCode,
    201,
  );
  assert.equal(
    (await addProduct(app, validFields(admin), { image_1: await photo() }, admin)).statusCode,
    201,
  );
});

test('add_product: each bad field is refused with its text; nothing is stored', async (t) => {
  const { app, seller, storedFiles } = await setUp(t);
  const v = texts.validation;
  const image = { image_1: await photo() };
  const cases: [Record<string, string>, Record<string, Upload>, number, string][] = [
    [{ product_name: '  ' }, image, 400, v.required('Name')],
    [{ description: '' }, image, 400, v.required('Description')],
    [{ price: '' }, image, 400, v.required('Price')],
    [{ price: 'ten' }, image, 400, v.notANumber('Price')],
    [{ price: '-1' }, image, 400, v.negative('Price')],
    [{ price: '2000000000' }, image, 400, 'Price must be at most 1,000,000,000.'],
    [{ location: '' }, image, 400, v.required('Location')],
    [{ category: '' }, image, 400, v.required('Category')],
    [{ contact_whatsapp: '+447911123456' }, image, 400, v.whatsapp],
    [{ contact_whatsapp: '+12025550123' }, image, 400, v.whatsapp],
    [{ contact_whatsapp: '' }, image, 400, v.whatsapp],
    [{ expiry_date: '' }, image, 400, v.required('Expiry date')],
    [{ expiry_date: '2026-05-31' }, image, 400, v.pastDate],
    [{ expiry_date: '2026-02-30' }, image, 400, v.pastDate],
    [{ expiry_date: '2026-09-31' }, image, 400, v.invalidDate('Expiry date')],
    [{ expiry_date: 'next week' }, image, 400, v.invalidDate('Expiry date')],
    [{ product_name: 'x'.repeat(PRODUCT_LIMITS.product_name + 1) }, image, 400, v.tooLong('Name', 100)],
    [{ category: 'x'.repeat(PRODUCT_LIMITS.category + 1) }, image, 400, v.tooLong('Category', 50)],
    [{}, {}, 400, 'Image 1 is required.'],
    [
      {},
      { image_1: { bytes: Buffer.from('not a picture'), name: 'a.jpg', type: 'image/jpeg' } },
      415,
      v.imageRequired('Image 1'),
    ],
    [
      {},
      { ...image, image_3: { bytes: Buffer.from('%PDF-1.4 nope'), name: 'c.pdf', type: 'application/pdf' } },
      415,
      v.imageRequired('Image 3'),
    ],
    [{}, { ...image, video: await photo() }, 400, 'Unexpected file field: video.'],
  ];
  for (const [changes, files, status, message] of cases) {
    const response = await addProduct(app, { ...validFields(seller), ...changes }, files, seller);
    assert.equal(response.statusCode, status, `${JSON.stringify(changes).slice(0, 60)}: ${response.body}`);
    assert.deepEqual(response.json(), { message });
    assert.deepEqual(await storedFiles(), [], 'no file left behind');
  }
  assert.deepEqual(await app.db.selectFrom('products').select('id').execute(), []);
});

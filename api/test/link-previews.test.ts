import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { insertProduct } from '../src/db/products.repository.ts';
import { withPreview } from '../src/web/link-previews.ts';
import { createTestEnvironment, writeMarketplaceBuild, type TestEnvironment } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

/** The site with a marketplace build that owns the product pages. */
async function withMarketplace(environment: TestEnvironment) {
  const app = await environment.build();
  await writeMarketplaceBuild(environment.webRoot, {
    routes: ['/marketplace', '/product/:productId'],
    firstReads: { '/product/:productId': [`${fetchProducts.path}?product_id=:productId`] },
  });
  return app;
}

const page = (app: Awaited<ReturnType<TestEnvironment['build']>>, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

test('a shared product link carries the product in its title, description and preview picture', async (t) => {
  const app = await withMarketplace(await createTestEnvironment(t));
  const seller = await registerAndLogin(app, { username: 'Kadzo' });
  const id = await insertProduct(app.db, {
    product_name: 'Kikoi "Pwani" <bag>',
    description: `A tote bag lined with cotton. ${'Woven by hand. '.repeat(30)}`,
    price: 950,
    location: 'Mombasa',
    category: 'Crafts',
    contact_whatsapp: '+254700001223',
    expiry_date: '2099-01-01',
    image_1: 'abc.webp',
    image_2: null,
    image_3: null,
    user_id: seller.user.id,
    created_at: '2026-11-01T10:00:00.000Z',
  });

  const response = await page(app, `/product/${id}`);
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.ok(response.headers['content-security-policy'], 'still a document with its policy');
  const html = response.body;
  assert.match(html, /<title>Kikoi &quot;Pwani&quot; &lt;bag&gt; \| Mijikenda Community Platform<\/title>/);
  assert.equal(html.match(/<title>/g)?.length, 1, 'one title');
  assert.match(html, /<meta property="og:title" content="Kikoi &quot;Pwani&quot; &lt;bag&gt;">/);
  assert.match(html, /<meta property="og:type" content="product">/);
  // At the site's address (PUBLIC_URL, by default the local one), whatever Host was asked for.
  assert.match(html, new RegExp(`<meta property="og:url" content="http://localhost:8080/product/${id}">`));
  assert.match(
    html,
    /<meta property="og:image" content="http:\/\/localhost:8080\/api\/shop\/uploads\/abc.webp">/,
  );
  const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
  assert.ok(description.startsWith('A tote bag lined with cotton.'));
  assert.ok(description.length <= 200 && description.endsWith('…'), description);
  assert.match(html, /<div id="root"/, 'the page itself is unchanged');
  // A member's document has the same preview (from a guest's answer), and carries no answers.
  const member = await app.inject({
    method: 'GET',
    url: `/product/${id}`,
    headers: { accept: 'text/html', cookie: `sid=${seller.cookie}` },
  });
  assert.match(member.body, /<meta property="og:title" content="Kikoi &quot;Pwani&quot; &lt;bag&gt;">/);
  assert.doesNotMatch(member.body, /document-answers/);

  for (const url of ['/product/999999', '/product/abc', '/marketplace']) {
    const plain = await page(app, url);
    assert.doesNotMatch(plain.body, /og:title/, url);
    assert.match(plain.body, /<title>Shell<\/title>/, url);
  }
});

test('the preview tags go after the charset, in place of the document title and description', () => {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="Site"><title>Site</title></head><body></body></html>';
  const out = withPreview(
    html,
    { title: 'Kayamba', description: 'A rattle', type: 'music.song' },
    new URL('https://mijikenda.example/song?id=3'),
  );
  assert.match(out, /^<!doctype html><html><head><meta charset="utf-8">\n {4}<title>Kayamba \| /);
  assert.equal(out.match(/name="description"/g)?.length, 1);
  // As the shell's build writes it: minified, without the quotes.
  const minified = withPreview(
    '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Site, minified."><title>Site</title></head><body></body></html>',
    { title: 'Kayamba', description: 'A rattle', type: 'music.song' },
    new URL('http://mijikenda.example/song?id=1'),
  );
  assert.equal(minified.match(/name=("?)description\1/g)?.length, 1, minified);
  assert.doesNotMatch(minified, /Site, minified/);
  assert.match(out, /<meta name="twitter:card" content="summary">/);
  assert.doesNotMatch(out, /og:image/);
});

/**
 * The marketplace whose page preloads its first product's picture (shown at `sizes`), and one
 * product with a stored picture, `kiondo.webp`.
 */
async function marketplaceWithKiondo(t: TestContext, sizes: string) {
  const environment = await createTestEnvironment(t);
  const app = await withMarketplace(environment);
  const images = { read: 0, field: 'products.0.image_1', folder: 'shop/uploads', sizes };
  await writeFile(
    path.join(environment.webRoot, 'mfe-marketplace', 'dist', 'remote.json'),
    JSON.stringify({
      name: 'marketplace',
      routes: ['/marketplace'],
      firstReads: { '/marketplace': [`${fetchProducts.path}?page=1`] },
      firstImages: { '/marketplace': images },
    }),
  );
  const seller = await registerAndLogin(app, { username: 'Kadzo' });
  await insertProduct(app.db, {
    product_name: 'Kiondo',
    description: 'A basket.',
    price: 950,
    location: 'Kilifi',
    category: 'Crafts',
    contact_whatsapp: '+254700001223',
    expiry_date: '2099-01-01',
    image_1: 'kiondo.webp',
    image_2: null,
    image_3: null,
    user_id: seller.user.id,
    created_at: '2026-11-01T10:00:00.000Z',
  });
  return { app, environment };
}

// (A list with no picture gets no such hint: route-hints.test.ts.)
test("the marketplace's document preloads the first product's picture named by its first read", async (t) => {
  const { app } = await marketplaceWithKiondo(t, '(min-width: 40rem) 20rem, 100vw');
  const listed = await page(app, '/marketplace');
  assert.equal(listed.statusCode, 200);
  assert.match(
    listed.headers.link as string,
    /<\/api\/shop\/uploads\/kiondo-w480\.webp>; rel=preload; as=image; imagesrcset="\/api\/shop\/uploads\/kiondo-w480\.webp 480w, \/api\/shop\/uploads\/kiondo\.webp 1280w"; imagesizes="\(min-width: 40rem\) 20rem, 100vw"; fetchpriority=high/,
  );
});

test("in low-data mode (Save-Data, or the visitor's choice) a page preloads, and its document shows, no picture wider than a phone needs", async (t) => {
  const { app, environment } = await marketplaceWithKiondo(t, '100vw');
  await writeFile(
    path.join(environment.webRoot, 'shell', 'dist', 'home.html'),
    '<!doctype html><link rel="preload" as="image" imagesrcset="/media/h-640.webp 640w, /media/h.webp 1280w">' +
      '<div id="root" data-prerendered><img srcset="/media/h-640.webp 640w, /media/h.webp 1280w" sizes="100vw"></div>',
  );
  const visit = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const small = 'imagesrcset="/api/shop/uploads/kiondo-w480.webp 480w";';
  const full = 'imagesrcset="/api/shop/uploads/kiondo-w480.webp 480w, /api/shop/uploads/kiondo.webp 1280w";';

  const saving = await visit('/marketplace', { 'save-data': 'on' });
  assert.ok((saving.headers.link as string).includes(small), saving.headers.link as string);
  assert.match(saving.headers.vary as string, /cookie/);
  assert.match(saving.headers.vary as string, /save-data/);
  assert.ok((await visit('/marketplace', { cookie: 'lowData=on' })).headers.link?.toString().includes(small));
  // The visitor's choice wins over the browser's, either way.
  const chosenOff = await visit('/marketplace', { 'save-data': 'on', cookie: 'lowData=off' });
  assert.ok((chosenOff.headers.link as string).includes(full));
  assert.ok(((await visit('/marketplace', {})).headers.link as string).includes(full));

  const home = await visit('/home', { cookie: 'lowData=on' });
  assert.equal(home.statusCode, 200);
  assert.ok(!home.body.includes('1280w'), home.body);
  assert.match(home.body, /imagesrcset="\/media\/h-640\.webp 640w"/);
  assert.match(home.body, /<img srcset="\/media\/h-640\.webp 640w" sizes="100vw">/);
  assert.ok((await visit('/home', {})).body.includes('/media/h.webp 1280w'));
});

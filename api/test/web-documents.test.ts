/** Pages of the front end: which document serves which path, for which clients, with which status. */
import assert from 'node:assert/strict';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { INLINE_SCRIPT_HASH, buildTestApp, createTestEnvironment } from './helpers.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

test('page routes fall back to the shell index.html, never cached', async (t) => {
  const app = await buildTestApp(t);
  for (const url of ['/articles', '/article/12', '/marketplace?page=2', '/homepage']) {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(response.statusCode, 200, url);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.match(response.body, /<title>Shell<\/title>/);
    assert.equal(response.headers['cache-control'], 'no-cache');
  }
  const head = await app.inject({ method: 'HEAD', url: '/articles', headers: HTML });
  assert.equal(head.statusCode, 200);
});

test('a shared link opens for every client that takes HTML, not only browsers', async (t) => {
  const app = await buildTestApp(t);
  const clients: Record<string, Record<string, string>> = {
    'curl (*/*)': { accept: '*/*' },
    'no Accept header': {},
    'text/*': { accept: 'text/*' },
    'a feed reader': { accept: 'application/rss+xml, text/html;q=0.5' },
  };
  for (const [client, headers] of Object.entries(clients)) {
    for (const [url, title] of [
      ['/home', 'Home'],
      ['/product/3', 'Shell'],
    ]) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 200, `${client} ${url}`);
      assert.match(response.headers['content-type'] as string, /^text\/html/);
      assert.match(response.body, new RegExp(`<title>${title}</title>`), `${client} ${url}`);
    }
  }
  for (const accept of ['application/json', 'text/html;q=0, application/json', 'image/webp']) {
    const response = await app.inject({ method: 'GET', url: '/home', headers: { accept } });
    assert.equal(response.statusCode, 404, accept);
    assert.deepEqual(response.json(), { status: 'error', message: 'Not found.' }, accept);
  }
});

test("with the shell's routes listed, a path no app owns gets the layout's document with status 404", async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build();
  await writeFile(
    path.join(environment.webRoot, 'shell/dist/documents.json'),
    JSON.stringify({
      pages: { '/': 'welcome.html', '/home': 'home.html' },
      fallback: 'index.html',
      routes: ['/', '/home', '/about'],
      scriptHashes: [INLINE_SCRIPT_HASH],
    }),
  );
  for (const headers of [HTML, { accept: '*/*' }, {}]) {
    for (const url of ['/home', '/about/', '/articles', '/music?page=2', '/']) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 200, url);
    }
    for (const url of ['/no-such-page', '/home/extra', '/articles/12']) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /<title>Shell<\/title>/, `${url}: the layout, which says 'not found'`);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
    for (const url of ['/robots.txt', '/wp-login.php', '/main.0000.js', '/mfe/stories/none.js']) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { status: 'error', message: 'Not found.' }, url);
    }
  }
});

test('a page with a document of its own gets it: /home its prerendered first screen, / the welcome page', async (t) => {
  const app = await buildTestApp(t);
  const titles: Record<string, string> = {
    '/home': 'Home',
    '/home/': 'Home',
    '/home?from=menu': 'Home',
    '/': 'Welcome',
    '/about': 'Shell',
  };
  for (const [url, title] of Object.entries(titles)) {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(response.statusCode, 200, url);
    assert.match(response.body, new RegExp(`<title>${title}</title>`), url);
    assert.equal(response.headers['cache-control'], 'no-cache', url);
  }
});

test("the shell's documents may run their own inline scripts, by hash, and nothing else inline", async (t) => {
  const app = await buildTestApp(t);
  // Wherever a document comes from: a page, or the file itself (as the service worker caches it).
  for (const url of ['/home', '/articles', '/', '/home.html', '/index.html']) {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    assert.equal(scriptSrc, `script-src 'self' ${INLINE_SCRIPT_HASH}`, url);
  }
  // The API's own HTML (its docs page) allows no inline script.
  const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
  assert.match(String(docs.headers['content-type']), /^text\/html/);
  assert.doesNotMatch(String(docs.headers['content-security-policy']), /sha256/);
});

test('a broken documents.json leaves every page with index.html and no inline script allowed', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build();
  await writeFile(path.join(environment.webRoot, 'shell/dist/documents.json'), '{"pages": "nope"}');
  const response = await app.inject({ method: 'GET', url: '/home', headers: HTML });
  assert.equal(response.statusCode, 200);
  assert.match(response.body, /<title>Shell<\/title>/);
  assert.doesNotMatch(String(response.headers['content-security-policy']), /sha256/);
});

test("a page's document is in the visitor's language when the build made it: their choice, else their browser's", async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build();
  const dist = path.join(environment.webRoot, 'shell/dist');
  await mkdir(path.join(dist, 'sw'), { recursive: true });
  await writeFile(path.join(dist, 'sw/index.html'), '<!doctype html><html lang="sw"><title>Jukwaa</title>');
  // The build says which languages it wrote the documents in.
  await writeFile(
    path.join(dist, 'documents.json'),
    JSON.stringify({
      pages: { '/home': 'home.html' },
      fallback: 'index.html',
      languages: ['sw'],
      scriptHashes: [INLINE_SCRIPT_HASH],
    }),
  );
  const page = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/articles', headers: { ...HTML, ...headers } });

  const english = await page({});
  assert.match(english.body, /<title>Shell<\/title>/);
  assert.match(String(english.headers.vary), /accept-language/);
  assert.match((await page({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' })).body, /<html lang="sw">/);
  assert.match((await page({ cookie: 'lang=sw', 'accept-language': 'en' })).body, /<html lang="sw">/);
  assert.match((await page({ cookie: 'lang=en', 'accept-language': 'sw' })).body, /<title>Shell<\/title>/);
  // A build that names no other language: the English document, whatever the visitor prefers.
  await writeFile(
    path.join(dist, 'documents.json'),
    JSON.stringify({
      pages: { '/home': 'home.html' },
      fallback: 'index.html',
      scriptHashes: [INLINE_SCRIPT_HASH],
    }),
  );
  assert.match((await page({ cookie: 'lang=sw' })).body, /<title>Shell<\/title>/);
});

test('a low-data document is its file with the widest pictures left out, made again once the file changes on disk', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build();
  const home = path.join(environment.webRoot, 'shell/dist/home.html');
  const homeShowing = (scene: string) =>
    '<!doctype html><title>Home</title>' +
    `<link rel="preload" as="image" imagesrcset="/media/${scene}-640.webp 640w, /media/${scene}.webp 1280w">` +
    `<div id="root" data-prerendered><img srcset="/media/${scene}-640.webp 640w, /media/${scene}.webp 1280w" sizes="100vw"></div>`;
  const deployedAt = async (scene: string, time: Date) => {
    await writeFile(home, homeShowing(scene));
    await utimes(home, time, time);
  };
  const lowDataHome = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...HTML, cookie: 'lowData=on' },
    });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /1280w/, 'no widest copy in low-data mode');
    return response.body;
  };
  const shows = (scene: string) =>
    new RegExp(
      `imagesrcset="/media/${scene}-640\\.webp 640w">.*<img srcset="/media/${scene}-640\\.webp 640w" sizes="100vw">`,
    );

  await deployedAt('kaya', new Date('2026-11-01T10:00:00.000Z'));
  assert.match(await lowDataHome(), shows('kaya'));
  assert.match(await lowDataHome(), shows('kaya'), 'asked again');

  // A redeploy replaces the file: the next request gets the new document, rewritten the same way.
  await deployedAt('ngoma', new Date('2026-11-02T10:00:00.000Z'));
  const redeployed = await lowDataHome();
  assert.match(redeployed, shows('ngoma'));
  assert.doesNotMatch(redeployed, /kaya/);
  // Outside low-data mode the same file is sent whole.
  const full = await app.inject({ method: 'GET', url: '/home', headers: HTML });
  assert.ok(full.body.includes('/media/ngoma.webp 1280w'), full.body);

  // The copy is kept while the file's time and size are the ones it was made from: the file is
  // not read again for each request.
  await deployedAt('pwani', new Date('2026-11-02T10:00:00.000Z'));
  assert.match(await lowDataHome(), shows('ngoma'));
  await utimes(home, new Date('2026-11-03T10:00:00.000Z'), new Date('2026-11-03T10:00:00.000Z'));
  assert.match(await lowDataHome(), shows('pwani'));
});

import assert from 'node:assert/strict';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { health } from 'shared-ui/contracts/health';
import { getMusic } from 'shared-ui/contracts/music';
import { getNews } from 'shared-ui/contracts/news';
import { getReels } from 'shared-ui/contracts/reels';
import { login } from 'shared-ui/contracts/users';
import { DOCUMENT_ONLY_HEADERS } from '../src/plugins/external/helmet.ts';
import { callEndpoint, urlOf } from './contract-call.ts';
import { MUSIC_FIRST_READ, SECRET, buildTestApp, createTestEnvironment, deployEntry } from './helpers.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('the shell is served with a CSP suited to a same-origin federated front end', async (t) => {
  const app = await buildTestApp(t);
  const csp = (await app.inject({ method: 'GET', url: '/', headers: HTML })).headers[
    'content-security-policy'
  ];
  assert.match(csp as string, /script-src 'self'/);
  assert.match(csp as string, /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.youtube\.com/);
  // The featured videos' thumbnails, shown before the visitor asks for a player.
  assert.match(csp as string, /img-src 'self' data: blob: https:\/\/i\.ytimg\.com/);
});

test('document-only security headers go with documents, SVG and the service worker, not with scripts or JSON', async (t) => {
  const app = await buildTestApp(t);
  const headersOf = async (url: string) => (await app.inject({ method: 'GET', url, headers: HTML })).headers;
  for (const url of ['/', '/sw.js', '/api/users/default-profile.svg']) {
    const headers = await headersOf(url);
    assert.ok(headers['content-security-policy'], `${url} keeps its CSP`);
    assert.equal(headers['x-frame-options'], 'SAMEORIGIN', url);
  }
  for (const url of ['/main.3f9a1c2b.js', '/mfe/stories/remoteEntry.js', '/remotes.json', urlOf(getNews)]) {
    const headers = await headersOf(url);
    for (const header of DOCUMENT_ONLY_HEADERS)
      assert.equal(headers[header], undefined, `${url}: no ${header}`);
    assert.equal(headers['x-content-type-options'], 'nosniff', url);
    assert.equal(headers['cross-origin-resource-policy'], 'same-origin', url);
  }
});

test("a page owned by a remote comes with preload hints for that remote's files", async (t) => {
  const app = await buildTestApp(t);
  const articles = await app.inject({ method: 'GET', url: '/articles', headers: HTML });
  assert.equal(articles.statusCode, 200);
  assert.equal(articles.headers.link, '</mfe/stories/mf-manifest.json>; rel=preload; as=fetch; crossorigin');
  // A member's page (a session cookie) preloads its first API read; a guest's carries its answer.
  const member = { ...HTML, cookie: `sid=${'a'.repeat(43)}` };
  const music = await app.inject({ method: 'GET', url: '/music?page=2', headers: member });
  assert.match(music.headers.link as string, /^<\/mfe\/media\/mf-manifest\.json>/);
  assert.ok(
    (music.headers.link as string).endsWith(
      `, </api/${MUSIC_FIRST_READ}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    ),
    "the page's first API read",
  );
  assert.doesNotMatch(music.body, /document-answers/);
  const guest = await app.inject({ method: 'GET', url: '/music?page=2', headers: HTML });
  assert.doesNotMatch(guest.headers.link as string, /\/api\//, 'no preload of what the document carries');
  assert.match(guest.headers.vary as string, /cookie/);
  const carried = /<script type="application\/json" id="document-answers">(.*?)<\/script>/.exec(guest.body);
  const songs = await callEndpoint(app, getMusic, { query: { search: '', sort: 'recent' } });
  assert.deepEqual(JSON.parse(carried?.[1] ?? '{}'), {
    [MUSIC_FIRST_READ]: songs.json(),
  });
  const reels = await app.inject({ method: 'GET', url: '/reels', headers: HTML });
  assert.doesNotMatch(reels.headers.link as string, /escape|\/api\//, 'an unsafe read is left out');
  const home = await app.inject({ method: 'GET', url: '/home', headers: HTML });
  assert.equal(home.headers.link, undefined, "the shell's own page");
});

test("a parameterised route's code and first reads are preloaded, the reads with the path's parameters filled in", async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build();
  const dist = path.join(environment.webRoot, 'mfe-marketplace', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"marketplace"}');
  await writeFile(
    path.join(dist, 'remote.json'),
    JSON.stringify({
      name: 'marketplace',
      routes: ['/marketplace', '/product/:productId'],
      firstReads: { '/product/:productId': ['shop/product.php?id=:productId', 'shop/reviews/:missing'] },
      pageFiles: { '/product/:productId': ['product.5e6f.js'], '/marketplace': ['list.7a8b.js'] },
    }),
  );
  const product = await app.inject({ method: 'GET', url: '/product/42', headers: HTML });
  assert.equal(product.statusCode, 200);
  const links = (product.headers.link as string).split(', ');
  assert.ok(links.includes('</mfe/marketplace/product.5e6f.js>; rel=preload; as=script'), "the page's code");
  assert.ok(!links.some((link) => link.includes('list.7a8b.js')), "another page's code is not named");
  assert.ok(
    links.includes('</api/shop/product.php?id=42>; rel=preload; as=fetch; crossorigin=use-credentials'),
    links.join('\n'),
  );
  assert.equal(
    links.filter((link) => link.includes('/api/')).length,
    1,
    'a read naming no parameter of the path is left out',
  );
  // Encoded as the API client encodes it: a space in a query is '+'.
  const odd = await app.inject({ method: 'GET', url: '/product/a%20b', headers: HTML });
  assert.match(odd.headers.link as string, /<\/api\/shop\/product\.php\?id=a\+b>/);
});

test('unknown API paths answer 404 JSON, whatever the Accept header', async (t) => {
  const app = await buildTestApp(t);
  for (const [method, url] of [
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown'],
    ['GET', '/api'],
  ] as const) {
    const response = await app.inject({ method, url, headers: HTML });
    assert.equal(response.statusCode, 404, url);
    assert.deepEqual(response.json(), { status: 'error', message: 'Not found.' });
  }
});

test('cache headers: hashed chunks are immutable, entry files revalidate', async (t) => {
  const app = await buildTestApp(t);
  const expected: Record<string, string> = {
    '/main.3f9a1c2b.js': IMMUTABLE,
    '/mfe/stories/123.abcdef12.js': IMMUTABLE,
    '/index.html': 'no-cache',
    '/home.html': 'no-cache',
    '/documents.json': 'no-cache',
    '/sw.js': 'no-cache',
    '/manifest.webmanifest': 'no-cache',
    '/mfe/stories/mf-manifest.json': 'no-cache',
    '/mfe/stories/remoteEntry.js': 'no-cache',
    '/mfe/stories/remote.json': 'no-cache',
    '/remotes.json': 'no-cache',
    '/favicon.png': 'public, max-age=3600',
  };
  for (const [url, cacheControl] of Object.entries(expected)) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['cache-control'], cacheControl, url);
  }
});

test('pre-compressed files are served to clients that accept them', async (t) => {
  const app = await buildTestApp(t);
  const gzip = await app.inject({
    method: 'GET',
    url: '/main.3f9a1c2b.js',
    headers: { 'accept-encoding': 'gzip' },
  });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.match(gzip.headers['content-type'] as string, /javascript/);
  assert.equal(gzip.headers['cache-control'], IMMUTABLE);
  const plain = await app.inject({
    method: 'GET',
    url: '/main.3f9a1c2b.js',
    headers: { 'accept-encoding': 'identity' },
  });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, 'console.log("shell");');
});

test('missing assets and remote files are 404, not the shell', async (t) => {
  const app = await buildTestApp(t);
  for (const url of ['/mfe/stories/missing.js', '/mfe/marketplace/mf-manifest.json', '/mfe/unknown/x.js']) {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(response.statusCode, 404, url);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/missing.0badc0de.js' })).statusCode, 404);
});

test('remotes.json lists each built remote with the routes from its remote.json', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build({
    env: { API_HOSTS: '{"mijikenda.example":"https://api.mijikenda.example"}' },
  });
  const response = await app.inject({ method: 'GET', url: '/remotes.json' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), {
    remotes: {
      stories: { entry: '/mfe/stories/mf-manifest.json', routes: ['/articles', '/stories'] },
      media: { entry: '/mfe/media/mf-manifest.json', routes: ['/music', '/reels'] },
    },
    api: { default: '/api', hosts: { 'mijikenda.example': 'https://api.mijikenda.example' } },
  });

  // A redeployed remote is picked up without a restart.
  const file = path.join(environment.webRoot, 'mfe-media', 'dist', 'remote.json');
  await writeFile(file, JSON.stringify({ name: 'media', routes: ['/music', '/reels'] }));
  const later = new Date(Date.now() + 5000);
  await utimes(file, later, later);
  const updated = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
  assert.deepEqual(updated.remotes.media.routes, ['/music', '/reels']);

  // The public reads a remote publishes reach the service worker through it.
  const reads = [getMusic.path, getReels.path];
  await writeFile(file, JSON.stringify({ name: 'media', routes: ['/music'], publicReads: reads }));
  const latest = new Date(Date.now() + 10_000);
  await utimes(file, latest, latest);
  const published = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
  assert.deepEqual(published.remotes.media, {
    entry: '/mfe/media/mf-manifest.json',
    routes: ['/music'],
    publicReads: reads,
  });
});

test("an app's server entry is not served to browsers", async (t) => {
  const environment = await createTestEnvironment(t);
  for (const app of ['shell', 'mfe-media'])
    await deployEntry(environment.webRoot, app, 'render.5ec2e7.cjs', SOURCE);
  const app = await environment.build();
  for (const url of [
    '/server/server.json',
    '/server/render.5ec2e7.cjs',
    '/mfe/media/server/server.json',
    '/mfe/media/server/render.5ec2e7.cjs',
    '/mfe/media/%73erver/server.json',
  ]) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
    assert.ok(!response.body.includes('firstReads'), url);
  }
});

/** A server entry as the builds write one. */
const SOURCE = "module.exports = { firstReads: () => [], render: async () => ({ html: '' }) };";

test('only files inside the dist folders are served', async (t) => {
  const app = await buildTestApp(t);
  const attempts = [
    '/mfe/stories/../../package.json',
    '/mfe/stories/../src/app.tsx',
    '/mfe/stories/..%2f..%2fpackage.json',
    '/mfe/stories/%2e%2e/%2e%2e/package.json',
    '/mfe/stories/%2e%2e%2f%2e%2e%2fpackage.json',
    '/mfe/stories/%252e%252e/%252e%252e/package.json',
    '/mfe/stories/..\\..\\package.json',
    '/mfe/stories//etc/passwd',
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fsrc/bootstrap.tsx',
    '/mfe-stories/package.json',
    '/mfe-stories/src/app.tsx',
    '/shell/src/bootstrap.tsx',
    '/package.json',
  ];
  for (const url of attempts) {
    for (const headers of [{}, HTML]) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.ok(!response.body.includes(SECRET), `${url} must not leak a private file`);
      if (!('accept' in headers)) assert.ok(response.statusCode >= 400 && response.statusCode < 500, url);
    }
  }
});

/** A GET over a real socket, the path sent exactly as written (no URL normalisation). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers: HTML }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('raw dot-dot paths over HTTP are refused', async (t) => {
  const app = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  for (const rawPath of [
    '/mfe/stories/../../package.json',
    '/mfe/stories/../src/app.tsx',
    '/mfe/stories/%2e%2e/%2e%2e/package.json',
    '/mfe/stories/./../../package.json',
    '/../package.json',
    '/%2e%2e/package.json',
    '/../shell/src/bootstrap.tsx',
  ]) {
    const response = await rawGet(port, rawPath);
    assert.ok(response.status >= 400 && response.status < 500, `${rawPath} answered ${response.status}`);
    assert.ok(!response.body.includes(SECRET), rawPath);
  }
});

test('without a shell build, pages answer 503 saying how to build', async (t) => {
  const app = await buildTestApp(t, { withoutWebBuild: true });
  const response = await app.inject({ method: 'GET', url: '/articles', headers: HTML });
  assert.equal(response.statusCode, 503);
  assert.match(response.body, /npm run build/);
  assert.equal((await app.inject({ method: 'GET', url: '/' })).statusCode, 503);
  assert.deepEqual((await app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes, {});
  assert.equal((await callEndpoint(app, health)).statusCode, 200);
});

test('CORS: only the configured origins may call the API', async (t) => {
  const app = await buildTestApp(t, {
    env: { CORS_ORIGINS: 'https://partner.example, https://shop.example' },
  });
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: urlOf(login),
      headers: { origin, 'access-control-request-method': 'POST' },
    });
  const allowed = await preflight('https://partner.example');
  assert.equal(allowed.statusCode, 204);
  assert.equal(allowed.headers['access-control-allow-origin'], 'https://partner.example');
  assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
  assert.match(allowed.headers['access-control-allow-methods'] as string, /POST/);

  const refused = await preflight('https://evil.example');
  assert.equal(refused.headers['access-control-allow-origin'], undefined);

  const simple = await callEndpoint(app, health, { headers: { origin: 'https://shop.example' } });
  assert.equal(simple.headers['access-control-allow-origin'], 'https://shop.example');
});

test('CORS: without CORS_ORIGINS no cross-origin access is granted', async (t) => {
  const app = await buildTestApp(t);
  const response = await callEndpoint(app, health, { headers: { origin: 'https://partner.example' } });
  assert.equal(response.headers['access-control-allow-origin'], undefined);
});

test('API answers are compressed for clients that accept it', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'demo' } });
  const response = await callEndpoint(app, getNews, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-encoding'], 'gzip');
});

/**
 * Headers a client chooses (plugins/app/served-hosts.ts, TRUST_PROXY in config.ts): a Host the
 * site does not serve is refused with 421 before any cache; pages and their link previews are
 * addressed at PUBLIC_URL whatever Host asked; each of API_HOSTS's hosts gets pages of its own;
 * `X-Forwarded-For`, `-Proto` and `-Host` count only from the proxies TRUST_PROXY names.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { checkTicketStatus } from 'shared-ui/contracts/contact';
import { health } from 'shared-ui/contracts/health';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { login, register } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import { createUser } from '../src/db/users.repository.ts';
import { messages } from '../src/messages.ts';
import { callEndpoint, urlOf } from './contract-call.ts';
import { createTestEnvironment, deployEntry, writeMarketplaceBuild } from './helpers.ts';

const SITE = 'https://mijikenda.example';
const HOST = 'mijikenda.example';
/** A host of API_HOSTS: its pages hand the browser another API. */
const API_HOST = 'm.mijikenda.example';
const OTHER_API = 'https://api.mijikenda.example/api';
const HTML = { accept: 'text/html' };

/** The marketplace's stand-in entry: a product page's first read, and the API base it was rendered for. */
const marketplaceEntry = `
module.exports = {
  firstReads: (url) => {
    const id = /^\\/product\\/(\\d+)/.exec(url);
    return id ? ['${fetchProducts.path}?product_id=' + id[1]] : [];
  },
  render: async (r) => ({ head: '', markup: '<section>product page for API ' + r.apiBase + '</section>' }),
};`;

const shellEntry = `module.exports = { render: async (r) => ({ head: '', markup: '<main>' + (r.module ? r.module.markup : '') + '</main>' }) };`;

/**
 * The site at SITE (and API_HOST), rendering product pages for guests with stand-in entries,
 * with one product whose picture is `kikoi.webp`.
 */
async function siteWithProductPage(t: TestContext, env: Record<string, string> = {}) {
  const environment = await createTestEnvironment(t);
  await environment.settings();
  const { webRoot } = environment;
  await writeMarketplaceBuild(webRoot, {
    routes: ['/marketplace', '/product/:productId'],
    firstReads: { '/product/:productId': [`${fetchProducts.path}?product_id=:productId`] },
  });
  await deployEntry(webRoot, 'shell', 'render.0000aaaa0000.cjs', shellEntry);
  await deployEntry(webRoot, 'mfe-marketplace', 'render.1111aaaa1111.cjs', marketplaceEntry);
  const app = await environment.build({
    env: { PUBLIC_URL: SITE, API_HOSTS: JSON.stringify({ [API_HOST]: OTHER_API }), ...env },
  });
  const seller = await createUser(app.db, {
    username: 'Kadzo',
    email: 'kadzo@example.org',
    passwordHash: 'unused',
    now: new Date(),
  });
  const id = await insertProduct(app.db, {
    product_name: 'Kikoi',
    description: 'Handwoven in Malindi.',
    price: 950,
    location: 'Malindi',
    category: 'Crafts',
    contact_whatsapp: '+254700001223',
    expiry_date: '2099-01-01',
    image_1: 'kikoi.webp',
    image_2: null,
    image_3: null,
    user_id: seller,
    created_at: '2026-11-01T10:00:00.000Z',
  });
  return { app, productPage: `/product/${id}` };
}

/** The content of a document's meta tag with this property. */
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

function assertRefused(response: Awaited<ReturnType<App['inject']>>, what: string) {
  assert.equal(response.statusCode, 421, what);
  assert.equal(response.body, messages.misdirected, what);
  assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8', what);
  assert.equal(response.headers['cache-control'], 'no-store', what);
}

test('a host the site does not serve gets 421 for everything but the health check', async (t) => {
  const { app, productPage } = await siteWithProductPage(t);
  const asked = [
    { method: 'GET', url: productPage, headers: HTML },
    { method: 'GET', url: urlOf(fetchProducts, { query: { page: 1 } }) },
    { method: 'GET', url: '/remotes.json' },
    { method: 'GET', url: '/main.3f9a1c2b.js' },
    { method: 'POST', url: urlOf(checkTicketStatus), payload: { ticket_no: 'TCK-1' } },
  ] as const;
  for (const host of [
    'evil.example',
    'evil.example:443',
    'mijikenda.example.evil.example',
    'localhost',
    '127.0.0.1:8080',
  ]) {
    for (const request of asked) {
      const headers = { ...('headers' in request ? request.headers : {}), host };
      assertRefused(await app.inject({ ...request, headers }), `${request.url} for ${host}`);
    }
  }
  // A load balancer checks the health by the server's bare address.
  for (const host of ['10.0.0.7:8080', 'evil.example']) {
    const healthy = await callEndpoint(app, health, { headers: { host } });
    assert.equal(healthy.statusCode, 200, host);
    assert.deepEqual(healthy.json(), { status: 'ok' });
  }
  // The site's own host (in any case, with a port) and API_HOSTS's are served.
  for (const host of [HOST, 'Mijikenda.Example:443', API_HOST]) {
    const page = await app.inject({ method: 'GET', url: productPage, headers: { ...HTML, host } });
    assert.equal(page.statusCode, 200, host);
    const list = await callEndpoint(app, fetchProducts, { query: { page: 1 }, headers: { host } });
    assert.equal(list.statusCode, 200, host);
  }
});

test('a site at a loopback address is served by every loopback name, and by no other', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build({ env: { PUBLIC_URL: 'http://localhost:8080' } });
  for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:8080']) {
    const answer = await app.inject({ method: 'GET', url: '/remotes.json', headers: { host } });
    assert.equal(answer.statusCode, 200, host);
  }
  assertRefused(
    await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'evil.example' } }),
    'evil.example',
  );
});

test("a forged Host never reaches the next visitor's document or its link preview", async (t) => {
  const { app, productPage } = await siteWithProductPage(t);
  // The forged request is refused, so nothing is made for it, nor kept.
  assertRefused(
    await app.inject({ method: 'GET', url: productPage, headers: { ...HTML, host: 'evil.example' } }),
    'forged Host',
  );
  // X-Forwarded-Host from a client that is no trusted proxy is not believed.
  const forwarded = await app.inject({
    method: 'GET',
    url: productPage,
    headers: { ...HTML, host: HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  });
  assert.equal(forwarded.statusCode, 200);
  // Every guest after gets the page (from the cache the second time) at the site's address.
  for (const host of [HOST, HOST]) {
    const response = await app.inject({ method: 'GET', url: productPage, headers: { ...HTML, host } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /data-server-rendered/, 'the page rendered on the server');
    assert.equal(metaOf(response.body, 'og:url'), `${SITE}${productPage}`, host);
    assert.equal(metaOf(response.body, 'og:image'), `${SITE}/api/shop/uploads/kikoi.webp`, host);
    assert.doesNotMatch(response.body, /evil\.example/);
  }
  assert.equal(metaOf(forwarded.body, 'og:url'), `${SITE}${productPage}`);
  // A request-target that looks like another host is a path on this one.
  const odd = await app.inject({
    method: 'GET',
    url: `//evil.example${productPage}`,
    headers: { ...HTML, host: HOST },
  });
  assert.doesNotMatch(odd.body, /content="https?:\/\/evil\.example/);
});

test("each of API_HOSTS's hosts gets its own page: no cached page is handed to another host", async (t) => {
  const { app, productPage } = await siteWithProductPage(t);
  const get = (host: string) => app.inject({ method: 'GET', url: productPage, headers: { ...HTML, host } });
  const apiOf = (html: string) => /product page for API ([^<]*)</.exec(html)?.[1];
  // In turn, each twice: the second of each comes from the cache.
  for (const host of [API_HOST, API_HOST, HOST, HOST, API_HOST, 'localhost']) {
    const page = await get(host);
    if (host === 'localhost') {
      assertRefused(page, host);
      continue;
    }
    assert.equal(page.statusCode, 200, host);
    assert.equal(apiOf(page.body), host === API_HOST ? OTHER_API : '/api', host);
    // Only this site's own API's answers are carried (another API's are the browser's to read).
    assert.equal(page.body.includes(`${fetchProducts.path}?product_id=`), host === HOST, host);
  }
  // /remotes.json names every host's API, the same for all.
  const remotes = await app.inject({ method: 'GET', url: '/remotes.json', headers: { host: API_HOST } });
  assert.deepEqual(remotes.json().api, { default: '/api', hosts: { [API_HOST]: OTHER_API } });
});

/** Ticket lookups from `remoteAddress`, each with its own `X-Forwarded-For`: the statuses. */
async function lookups(app: App, remoteAddress: string, count: number, forwardedFor: (n: number) => string) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const answer = await callEndpoint(app, checkTicketStatus, {
      remoteAddress,
      headers: { host: HOST, 'x-forwarded-for': forwardedFor(n) },
      body: { ticket_no: 'TCK-NONE' },
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

/** 60 lookups a minute from one address (routes/contact/rate-limits.ts). */
const LOOKUPS_A_MINUTE = 60;
const spoofed = (n: number) => `198.18.${Math.floor(n / 250)}.${n % 250}`;

test('without trusted proxies, X-Forwarded-For does not change whose limit a request counts in', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build({ env: { PUBLIC_URL: SITE } });
  const statuses = await lookups(app, '203.0.113.9', LOOKUPS_A_MINUTE + 1, spoofed);
  assert.deepEqual(statuses.slice(0, LOOKUPS_A_MINUTE), Array(LOOKUPS_A_MINUTE).fill(404));
  assert.equal(statuses.at(-1), 429, 'a new X-Forwarded-For on each request is still one address');
  assert.deepEqual(await lookups(app, '203.0.113.10', 1, spoofed), [404], 'another address counts apart');
});

test('behind trusted proxies the address the nearest one saw is counted, never one the client wrote', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build({ env: { PUBLIC_URL: SITE, TRUST_PROXY: '10.0.0.0/8' } });
  // Through the proxy: each client's own address.
  const clients = await lookups(app, '10.0.0.2', LOOKUPS_A_MINUTE + 5, spoofed);
  assert.ok(!clients.includes(429), 'clients behind the proxy are counted apart');
  // A client that writes its own X-Forwarded-For before the proxy adds its address: the proxy's word counts.
  const chained = await lookups(app, '10.0.0.2', LOOKUPS_A_MINUTE + 1, (n) => `${spoofed(n)}, 198.51.100.7`);
  assert.equal(chained.at(-1), 429);
  // A client reaching the server directly, not through the proxy, is counted by its own address.
  const direct = await lookups(app, '203.0.113.9', LOOKUPS_A_MINUTE + 1, spoofed);
  assert.equal(direct.at(-1), 429);
});

test('X-Forwarded-Proto and -Host count from a trusted proxy only: the Secure cookie behind TLS', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build({ env: { PUBLIC_URL: SITE, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } });
  const account = { username: 'Pendo', email: 'pendo@example.org', password: 'pwani-2026' };
  const registered = await callEndpoint(app, register, { headers: { host: HOST }, body: account });
  assert.equal(registered.statusCode, 201);
  const logIn = (remoteAddress: string) =>
    callEndpoint(app, login, {
      remoteAddress,
      headers: { host: HOST, 'x-forwarded-proto': 'https' },
      body: { email: account.email, password: account.password },
    });
  const secure = async (remoteAddress: string) => {
    const answer = await logIn(remoteAddress);
    assert.equal(answer.statusCode, 200);
    return answer.cookies.find((cookie) => cookie.name === 'sid')?.secure === true;
  };
  assert.equal(await secure('10.0.0.2'), true, 'behind the TLS proxy');
  assert.equal(await secure('203.0.113.9'), false, 'a client cannot claim https');
  // The proxy's X-Forwarded-Host is the host asked for: checked as a Host is.
  const proxied = (forwardedHost: string) =>
    app.inject({
      method: 'GET',
      url: '/remotes.json',
      remoteAddress: '10.0.0.2',
      headers: { host: 'backend.internal:8080', 'x-forwarded-host': forwardedHost },
    });
  assert.equal((await proxied(HOST)).statusCode, 200);
  assertRefused(await proxied('evil.example'), 'a forwarded host the site does not serve');
});

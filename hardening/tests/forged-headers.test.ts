/**
 * Headers any client can write, against the real server: a forged `Host` (or `X-Forwarded-Host`)
 * never reaches another visitor's document or its link preview, and `X-Forwarded-For` changes
 * whose limit a request counts in only when it comes from a proxy TRUST_PROXY names.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { test } from 'node:test';
import { recordFigures } from '../lib/figures.ts';
import { query, startSite } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as contact from 'shared-ui/contracts/contact';
import * as health from 'shared-ui/contracts/health';
import * as users from 'shared-ui/contracts/users';

/** A GET with the headers as written, `Host` included (fetch sends its own). */
function rawGet(base: string, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path: url, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

test("a forged Host never reaches another visitor's document or link preview", async (t) => {
  const server = await startSite(t); // PUBLIC_URL: its own loopback address
  const [product] = query<{ id: number }>(
    server.dataDir,
    'select id from products where image_1 is not null order by id limit 1',
  );
  assert.ok(product, 'the demo content has a product with a picture');
  const page = `/product/${product.id}`;
  const html = { accept: 'text/html' };
  const host = new URL(server.url).host;

  // The attacker's requests: each is refused and nothing is made of it.
  const forged = [
    { ...html, host: 'evil.example' },
    { ...html, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    { ...html, host: `evil.example:${server.port}` },
  ];
  for (const headers of forged) {
    const answer = await rawGet(server.url, page, headers);
    assert.equal(answer.status, 421, JSON.stringify(headers));
    assert.doesNotMatch(answer.body, /og:url/);
  }
  // X-Forwarded-Host from a client (no proxy is trusted) is not believed.
  const withForwardedHost = await rawGet(server.url, page, {
    ...html,
    host,
    'x-forwarded-host': 'evil.example',
  });
  assert.equal(withForwardedHost.status, 200);

  // The next visitors, as browsers and preview bots send it (the page is kept for them).
  for (const visitor of ['first', 'second']) {
    const response = await fetch(`${server.url}${page}`, { headers: html });
    assert.equal(response.status, 200, visitor);
    const body = await response.text();
    assert.match(body, /data-server-rendered/, 'a guest gets the page rendered on the server');
    assert.equal(metaOf(body, 'og:url'), `${server.url}${page}`, visitor);
    assert.ok(metaOf(body, 'og:image')?.startsWith(`${server.url}/api/shop/uploads/`), visitor);
    assert.doesNotMatch(body, /evil\.example/, visitor);
  }
  assert.equal(metaOf(withForwardedHost.body, 'og:url'), `${server.url}${page}`);
  // A load balancer's health check by the bare address is answered.
  assert.equal((await rawGet(server.url, addressOf(health.health), { host: '10.0.0.7' })).status, 200);
  recordFigures('forged headers', { 'forged-Host page requests refused (421)': forged.length });
});

/** 60 ticket lookups a minute per address (api/src/routes/contact/rate-limits.ts). */
const LOOKUPS_A_MINUTE = 60;

/** POSTs of `body(n)` to `url`, each with the `X-Forwarded-For` given for it: the statuses. */
async function postsFrom(
  base: string,
  url: string,
  count: number,
  body: (n: number) => unknown,
  forwardedFor: (n: number) => string,
) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(n) },
      body: JSON.stringify(body(n)),
    });
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return statuses;
}

/** Ticket lookups (of no ticket). */
const lookups = (base: string, count: number, forwardedFor: (n: number) => string) =>
  postsFrom(
    base,
    addressOf(contact.checkTicketStatus),
    count,
    () => ({ ticket_no: 'TCK-NONE' }),
    forwardedFor,
  );

/** Logins with a wrong password. */
const logins = (base: string, count: number, forwardedFor: (n: number) => string) =>
  postsFrom(
    base,
    addressOf(users.login),
    count,
    (n) => ({ email: `nobody-${n}@example.org`, password: 'not-the-password' }),
    forwardedFor,
  );

/** A new address for each request, as a client dodging a limit would write. */
const spoofed = (n: number) => `198.18.${Math.floor(n / 250)}.${n % 250}`;
const LOGINS_A_MINUTE = 5;

test('X-Forwarded-For from a client that is no trusted proxy does not change the limit key', async (t) => {
  const limits = { SEED: 'none', RATE_LIMIT_PER_MINUTE: String(LOGINS_A_MINUTE) };
  // No proxy trusted, and a proxy trusted that is not this client (it reaches the server directly).
  for (const trustProxy of ['false', '10.0.0.0/8']) {
    const server = await startSite(t, { ...limits, TRUST_PROXY: trustProxy });
    const lookupStatuses = await lookups(server.url, LOOKUPS_A_MINUTE + 1, spoofed);
    assert.deepEqual(lookupStatuses.slice(0, -1), Array(LOOKUPS_A_MINUTE).fill(404), trustProxy);
    assert.equal(
      lookupStatuses.at(-1),
      429,
      `TRUST_PROXY=${trustProxy}: a new X-Forwarded-For each time is one address`,
    );
    const loginStatuses = await logins(server.url, LOGINS_A_MINUTE + 1, spoofed);
    assert.deepEqual(loginStatuses.slice(0, -1), Array(LOGINS_A_MINUTE).fill(401), trustProxy);
    assert.equal(loginStatuses.at(-1), 429, `TRUST_PROXY=${trustProxy}: logins`);
    await server.stop();
  }

  // Behind a proxy TRUST_PROXY names (here on loopback, as this client is), each address it
  // saw counts apart; what a client wrote before the proxy's own entry is not believed.
  const proxied = await startSite(t, { ...limits, TRUST_PROXY: '127.0.0.1' });
  const apart = await lookups(proxied.url, LOOKUPS_A_MINUTE + 5, spoofed);
  assert.ok(!apart.includes(429), 'clients behind the trusted proxy are counted apart');
  assert.ok(!(await logins(proxied.url, LOGINS_A_MINUTE + 2, spoofed)).includes(429));
  const chained = await lookups(proxied.url, LOOKUPS_A_MINUTE + 1, (n) => `${spoofed(n)}, 198.51.100.7`);
  assert.equal(chained.at(-1), 429, 'the address the proxy saw is counted, not the one the client wrote');
  recordFigures('forged headers', {
    'lookups with a new X-Forwarded-For each, untrusted client: refused from': LOOKUPS_A_MINUTE + 1,
    'the same through the trusted proxy: refused': apart.filter((status) => status === 429).length,
  });
});

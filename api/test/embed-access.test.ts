import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addReview, fetchProducts, getFilters } from 'shared-ui/contracts/shop';
import { me } from 'shared-ui/contracts/users';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const PARTNER = 'https://partner.example.org';

test('the embed script and stylesheet load in any site; only the public product reads answer other origins', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app, { username: 'Kadzo' });

  for (const file of ['embed.js', 'embed.css']) {
    const response = await app.inject({
      method: 'GET',
      url: `/mfe/marketplace/${file}`,
      headers: { origin: PARTNER },
    });
    assert.equal(response.statusCode, 200, file);
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin', file);
  }
  const other = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
  assert.equal(other.statusCode, 200);
  assert.notEqual(
    other.headers['cross-origin-resource-policy'],
    'cross-origin',
    'the rest stays same-origin',
  );

  const embedReads = [
    () => callEndpoint(app, fetchProducts, { query: { page: 1 }, headers: { origin: PARTNER } }),
    () => callEndpoint(app, getFilters, { headers: { origin: PARTNER } }),
  ];
  for (const read of embedReads) {
    const response = await read();
    const url = response.raw.req.url;
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['access-control-allow-origin'], '*', url);
    assert.equal(response.headers['access-control-allow-credentials'], undefined, 'never with a cookie');
  }

  const signedIn = await callEndpoint(app, me, { headers: { origin: PARTNER }, session: member });
  assert.equal(signedIn.headers['access-control-allow-origin'], undefined, 'signed-in reads stay closed');
  const write = await callUnchecked(app, addReview, {
    headers: { origin: PARTNER },
    body: { product_id: 1, rating: 5, review_text: 'x' },
    urlencoded: true,
  });
  assert.equal(write.headers['access-control-allow-origin'], undefined, 'writes stay closed');
});

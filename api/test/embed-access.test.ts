import assert from 'node:assert/strict';
import { test } from 'node:test';
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

  for (const url of ['/api/shop/fetch_products.php?page=1', '/api/shop/get_filters.php']) {
    const response = await app.inject({ method: 'GET', url, headers: { origin: PARTNER } });
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['access-control-allow-origin'], '*', url);
    assert.equal(response.headers['access-control-allow-credentials'], undefined, 'never with a cookie');
  }

  const signedIn = await app.inject({
    method: 'GET',
    url: '/api/users/me.php',
    headers: { origin: PARTNER },
    cookies: { sid: member.cookie },
  });
  assert.equal(signedIn.headers['access-control-allow-origin'], undefined, 'signed-in reads stay closed');
  const write = await app.inject({
    method: 'POST',
    url: '/api/shop/add_review.php',
    headers: { origin: PARTNER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'product_id=1&rating=5&review_text=x',
  });
  assert.equal(write.headers['access-control-allow-origin'], undefined, 'writes stay closed');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from './helpers.ts';

const PARTNER = 'https://partner.example';

test('CORS answers only the configured origins, with credentials', async (t) => {
  const app = await buildTestApp(t, { env: { CORS_ORIGINS: PARTNER } });

  const allowed = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: PARTNER } });
  assert.equal(allowed.headers['access-control-allow-origin'], PARTNER);
  assert.equal(allowed.headers['access-control-allow-credentials'], 'true');

  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/users/login.php',
    headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.statusCode, 204);
  assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);

  const other = await app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { origin: 'https://evil.example' },
  });
  assert.equal(other.headers['access-control-allow-origin'], undefined);
});

test('without CORS_ORIGINS no cross-origin access is granted', async (t) => {
  const app = await buildTestApp(t);
  const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: PARTNER } });
  assert.equal(response.headers['access-control-allow-origin'], undefined);
});

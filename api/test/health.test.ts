import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from './helpers.ts';

test('GET /api/health answers ok', async (t) => {
  const app = await buildTestApp(t);
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok' });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { health } from 'shared-ui/contracts/health';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';

test('GET /api/health answers ok', async (t) => {
  const app = await buildTestApp(t);
  const response = await callEndpoint(app, health);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok' });
});

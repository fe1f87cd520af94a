import assert from 'node:assert/strict';
import { test } from 'node:test';
import { health } from 'shared-ui/contracts/health';
import { messages } from '../src/messages.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';

test('GET /api/health answers ok', async (t) => {
  const app = await buildTestApp(t);
  const response = await callEndpoint(app, health);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok' });
});

test('GET /api/health answers 503 in the refusal shape while the server drains', async (t) => {
  const app = await buildTestApp(t);
  app.draining = true;
  const response = await callEndpoint(app, health);
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '5');
  assert.deepEqual(response.json(), { status: 'error', message: messages.unavailable });
});

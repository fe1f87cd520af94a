import assert from 'node:assert/strict';
import { test } from 'node:test';
import { S3ServiceException } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { isStorageFull, isStorageUnavailable } from '../src/db/unavailable.ts';
import errorHandler from '../src/plugins/app/error-handler.ts';

const withCode = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

/** An answer of a bucket's service, as the AWS SDK throws it. */
const bucketAnswer = (name: string, fault: 'client' | 'server', status: number) =>
  new S3ServiceException({ name, $fault: fault, $metadata: { httpStatusCode: status }, message: name });

test('storage that cannot serve right now is told from a bug', () => {
  for (const error of [
    withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
    withCode('terminating connection due to administrator command', { code: '57P01' }),
    withCode('the database system is starting up', { code: '57P03' }),
    withCode('connection failure', { code: '08006' }),
    new Error('Connection terminated unexpectedly'),
    withCode('database is locked', { code: 'ERR_SQLITE_ERROR', errcode: 5, errstr: 'database is locked' }),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })]),
    bucketAnswer('SlowDown', 'server', 503),
    bucketAnswer('InternalError', 'server', 500),
  ])
    assert.ok(isStorageUnavailable(error), error.message);
  for (const error of [
    new Error('boom'),
    withCode('duplicate key value violates unique constraint', { code: '23505' }),
    withCode('no such column: x', { code: 'ERR_SQLITE_ERROR', errcode: 1, errstr: 'SQL logic error' }),
    bucketAnswer('AccessDenied', 'client', 403),
    'not an error',
  ])
    assert.ok(!isStorageUnavailable(error), String(error));
});

test('a full disk is told from other failures', () => {
  assert.ok(isStorageFull(withCode('ENOSPC: no space left on device, write', { code: 'ENOSPC' })));
  assert.ok(isStorageFull(withCode('database or disk is full', { code: 'ERR_SQLITE_ERROR', errcode: 13 })));
  assert.ok(isStorageFull(withCode('could not extend file', { code: '53100' })));
  assert.ok(!isStorageFull(withCode('EACCES: permission denied', { code: 'EACCES' })));
  assert.ok(!isStorageFull(new Error('boom')));
});

test('storage down answers 503 with Retry-After, a full disk 507, each in the route’s refusal shape', async (t) => {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  t.after(() => app.close());
  const failWith = (error: Error) => async () => {
    throw error;
  };
  app.get('/down', failWith(withCode('connect ECONNREFUSED', { code: 'ECONNREFUSED' })));
  app.get('/full', { config: { refusal: 'success' } }, failWith(withCode('no space', { code: 'ENOSPC' })));
  await app.ready();
  const down = await app.inject({ method: 'GET', url: '/down' });
  assert.equal(down.statusCode, 503);
  assert.equal(down.headers['retry-after'], '5');
  assert.deepEqual(down.json(), {
    status: 'error',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  });
  const full = await app.inject({ method: 'GET', url: '/full' });
  assert.equal(full.statusCode, 507);
  assert.deepEqual(full.json(), {
    success: false,
    message: 'There is no room to store this right now. Please try again later.',
  });
});

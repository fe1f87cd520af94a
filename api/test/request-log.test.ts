import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { health } from 'shared-ui/contracts/health';
import { getNews } from 'shared-ui/contracts/news';
import { ConfigError, loadConfig } from '../src/config.ts';
import { requestLogger } from '../src/plugins/app/request-log.ts';
import { urlOf } from './contract-call.ts';
import { createTestEnvironment, startServerProcess } from './helpers.ts';

test('one request in a hundred is logged unless the operator chooses another share', () => {
  assert.equal(loadConfig({}).requestLogSample, 0.01);
  assert.equal(loadConfig({ REQUEST_LOG_SAMPLE: '1' }).requestLogSample, 1);
  assert.equal(loadConfig({ REQUEST_LOG_SAMPLE: '0' }).requestLogSample, 0);
  for (const bad of ['1.5', '-0.1', 'all']) {
    assert.throws(
      () => loadConfig({ REQUEST_LOG_SAMPLE: bad }),
      (error: unknown) => error instanceof ConfigError && /REQUEST_LOG_SAMPLE/.test(error.message),
      bad,
    );
  }
});

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const linesOf = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

test("a logged request's line carries its id, method, URL and status", async (t) => {
  const environment = await createTestEnvironment(t);
  const server = await startServerProcess(
    t,
    await environment.settings({ LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '1' }),
  );
  const urls = [urlOf(getNews), urlOf(getNews), '/api/no-such-call'];
  for (const url of urls) await fetch(server.url + url);
  const deadline = Date.now() + 10_000;
  let completed: LogLine[] = [];
  while (completed.length < urls.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    completed = linesOf(server.output()).filter(
      (line) => line.msg === 'request completed' && line.req?.url !== urlOf(health), // the start's own
    );
  }
  assert.deepEqual(
    completed.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode]),
    [
      ['GET', urls[0], 200],
      ['GET', urls[1], 200],
      ['GET', urls[2], 404],
    ],
  );
  const ids = completed.map((line) => line.reqId);
  assert.ok(ids.every((id) => typeof id === 'string' && id.length > 0));
  assert.equal(new Set(ids).size, ids.length, 'each request its own id');
});

test('a request logger writes only at enabled levels, with its bindings', () => {
  const written: unknown[][] = [];
  const child = (bindings: object) => {
    const write =
      (level: string) =>
      (...args: unknown[]) =>
        written.push([level, bindings, ...args]);
    return {
      level: 'info',
      info: write('info'),
      error: write('error'),
      child,
    } as unknown as FastifyBaseLogger;
  };
  const parent = {
    level: 'info',
    isLevelEnabled: (level: string) => ['info', 'warn', 'error', 'fatal'].includes(level),
    child,
  } as unknown as FastifyBaseLogger;
  const log = requestLogger(parent, { reqId: 'req-1' }, {});
  log.debug('not written');
  assert.deepEqual(written, []);
  log.info({ a: 1 }, 'written');
  log.error('also');
  assert.deepEqual(written, [
    ['info', { reqId: 'req-1' }, { a: 1 }, 'written'],
    ['error', { reqId: 'req-1' }, 'also'],
  ]);
  assert.equal(log.level, 'info');
});

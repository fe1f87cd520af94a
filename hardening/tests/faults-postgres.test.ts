/**
 * PostgreSQL stopped and started again under a running server: while it is down, requests
 * fail cleanly (a quick JSON answer, no hang, no crash); once it is back, the same server
 * process serves again, without a restart.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordFigures } from '../lib/figures.ts';
import { startPostgres } from '../lib/postgres.ts';
import { signUp, startSite } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as users from 'shared-ui/contracts/users';

test('PostgreSQL restarted under the server: clean failures while down, recovery without a restart', async (t) => {
  const postgres = await startPostgres();
  t.after(() => postgres.remove());
  const server = await startSite(t, { DATABASE_URL: postgres.url, RATE_LIMIT_PER_MINUTE: '1000000' });
  const member = await signUp(server.url, 'pg');
  // A member's own article list is never answered from a cache: it needs the database each
  // time (the session itself may be remembered for a moment, docs/operations.md).
  const attempt = async () => {
    const started = performance.now();
    const response = await fetch(
      `${server.url}${addressOf(users.getUserPosts, { query: { userid: member.id } })}`,
      {
        headers: { cookie: member.cookie },
        signal: AbortSignal.timeout(20_000),
      },
    );
    return { status: response.status, body: await response.text(), ms: performance.now() - started };
  };
  assert.equal((await attempt()).status, 200);

  postgres.stop();
  const down = [];
  for (let i = 0; i < 5; i += 1) down.push(await attempt());
  for (const answer of down) {
    assert.equal(answer.status, 503, answer.body);
    assert.deepEqual(JSON.parse(answer.body), {
      status: 'error',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  }
  assert.equal(server.child.exitCode, null, 'the server keeps running');

  postgres.start();
  const restartedAt = performance.now();
  let recovered;
  for (let i = 0; i < 60; i += 1) {
    recovered = await attempt();
    if (recovered.status === 200) break;
    await sleep(250);
  }
  assert.equal(recovered?.status, 200, 'the same server process serves again');
  recordFigures('faults: PostgreSQL restarted under the server', {
    'answers while down': down.map((answer) => answer.status).join(', '),
    'slowest answer while down (ms)': Math.round(Math.max(...down.map((answer) => answer.ms))),
    'first success after PostgreSQL was back (ms)': Math.round(performance.now() - restartedAt),
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { App } from '../src/app.ts';
import { SESSION_MEMORY_MS } from '../src/db/sessions.repository.ts';
import { createClock, createTestEnvironment } from './helpers.ts';
import { get, post } from './media-helpers.ts';
import { TEST_ADMIN, logIn, registerAndLogin, type TestSession } from './session-helpers.ts';

const me = (app: App, session: TestSession) => get(app, '/api/users/me.php', session);

/**
 * Two server processes on one database: the process that serves a logout or a role change acts
 * on it at once; the other one within SESSION_MEMORY_MS, as the clock it reads moves on.
 */
async function twoProcesses(t: Parameters<typeof createTestEnvironment>[0]) {
  const environment = await createTestEnvironment(t);
  const clock = createClock();
  const env = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
  const one = await environment.build({ env, now: clock.now });
  const other = await environment.build({ env, now: clock.now });
  return { one, other, clock };
}

test('a logout ends the session at once where it is served, and within the memory elsewhere', async (t) => {
  const { one, other, clock } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  assert.equal((await me(one, member)).statusCode, 200);
  assert.equal((await me(other, member)).statusCode, 200, 'the other process now remembers it');

  assert.equal((await post(one, '/api/users/logout.php', {}, member)).statusCode, 200);
  assert.equal((await me(one, member)).statusCode, 401, 'at once on the process that logged out');
  assert.equal((await me(other, member)).statusCode, 200, 'remembered a moment longer elsewhere');
  clock.advance(SESSION_MEMORY_MS);
  assert.equal((await me(other, member)).statusCode, 401, 'and no longer');
});

test('a role change acts at once where it is made, and within the memory elsewhere', async (t) => {
  const { one, other, clock } = await twoProcesses(t);
  const admin = await logIn(one, TEST_ADMIN.email, TEST_ADMIN.password);
  const member = await registerAndLogin(one);
  assert.equal(
    (await post(one, '/api/admin/roles', { user_id: member.user.id, role: 'admin' }, admin)).statusCode,
    200,
  );
  for (const app of [one, other])
    assert.equal((await get(app, '/api/admin/actions', member)).statusCode, 200);

  const demote = await post(one, '/api/admin/roles', { user_id: member.user.id, role: 'member' }, admin);
  assert.equal(demote.statusCode, 200);
  assert.equal((await get(one, '/api/admin/actions', member)).statusCode, 403, 'at once where it was made');
  assert.equal((await get(other, '/api/admin/actions', member)).statusCode, 200, 'remembered elsewhere');
  clock.advance(SESSION_MEMORY_MS);
  assert.equal((await get(other, '/api/admin/actions', member)).statusCode, 403, 'and no longer');
  assert.equal((await me(other, member)).json().user.role, 'member');
});

test('a remembered session still ends when it expires', async (t) => {
  const { one, clock } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  clock.advance(30 * 24 * 60 * 60 * 1000 - 1);
  assert.equal((await me(one, member)).statusCode, 200);
  clock.advance(1);
  assert.equal((await me(one, member)).statusCode, 401, 'the memory never outlives the session');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listActions, setRole } from 'shared-ui/contracts/admin';
import { logout, me as meEndpoint } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { SESSION_MEMORY_MS } from '../src/db/sessions.repository.ts';
import { createClock, createTestEnvironment } from './helpers.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { TEST_ADMIN, logIn, registerAndLogin, type TestSession } from './session-helpers.ts';

const me = (app: App, session: TestSession) => callEndpoint(app, meEndpoint, { session });

/**
 * Two server processes on one database: a logout or a role change served by one acts at once
 * on both, though each remembers sessions for SESSION_MEMORY_MS (the changes channel tells the
 * other to forget, db/change-feed.ts).
 */
async function twoProcesses(t: Parameters<typeof createTestEnvironment>[0]) {
  const environment = await createTestEnvironment(t);
  const clock = createClock();
  const env = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
  const one = await environment.build({ env, now: clock.now });
  const other = await environment.build({ env, now: clock.now });
  return { one, other, clock };
}

test('a logout on one process ends the session at once on both', async (t) => {
  const { one, other } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  assert.equal((await me(one, member)).statusCode, 200);
  assert.equal((await me(other, member)).statusCode, 200, 'the other process now remembers it');

  // Sent with an empty JSON body, as a browser's fetch may.
  assert.equal((await callUnchecked(one, logout, { body: {}, session: member })).statusCode, 200);
  assert.equal((await me(one, member)).statusCode, 401, 'at once on the process that logged out');
  assert.equal((await me(other, member)).statusCode, 401, 'at once on the other, which remembered it');
});

test('a role change on one process acts at once on both', async (t) => {
  const { one, other } = await twoProcesses(t);
  const admin = await logIn(one, TEST_ADMIN.email, TEST_ADMIN.password);
  const member = await registerAndLogin(one);
  const actions = (app: App) => callEndpoint(app, listActions, { session: member });
  const promote = await callEndpoint(one, setRole, {
    body: { user_id: member.user.id, role: 'admin' },
    session: admin,
  });
  assert.equal(promote.statusCode, 200);
  for (const app of [one, other]) assert.equal((await actions(app)).statusCode, 200);

  const demote = await callEndpoint(one, setRole, {
    body: { user_id: member.user.id, role: 'member' },
    session: admin,
  });
  assert.equal(demote.statusCode, 200);
  assert.equal((await actions(one)).statusCode, 403, 'at once where it was made');
  assert.equal((await actions(other)).statusCode, 403, 'at once on the other, which remembered it');
  assert.equal((await me(other, member)).json().user.role, 'member');
});

test('a login on one process is a session on the other at once', async (t) => {
  const { one, other } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  assert.equal((await me(other, member)).statusCode, 200);
});

test('a session is remembered for SESSION_MEMORY_MS: a change no process announced shows after it', async (t) => {
  const { one, clock } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  assert.equal((await me(one, member)).statusCode, 200);
  await one.db.updateTable('users').set({ username: 'Renamed' }).where('id', '=', member.user.id).execute();
  assert.equal((await me(one, member)).json().user.username, member.user.username, 'remembered');
  clock.advance(SESSION_MEMORY_MS);
  assert.equal((await me(one, member)).json().user.username, 'Renamed');
});

test('a remembered session still ends when it expires', async (t) => {
  const { one, clock } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  clock.advance(30 * 24 * 60 * 60 * 1000 - 1);
  assert.equal((await me(one, member)).statusCode, 200);
  clock.advance(1);
  assert.equal((await me(one, member)).statusCode, 401, 'the memory never outlives the session');
});

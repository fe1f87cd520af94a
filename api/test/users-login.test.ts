import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import * as users from 'shared-ui/contracts/users';
import { auth } from 'shared-ui/texts/auth';
import type { App } from '../src/app.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp, createClock } from './helpers.ts';

const MINUTE = 60_000;
const account = { username: 'Zawadi', email: 'zawadi@example.org', password: 'pwani' };

async function appWithAccount(t: TestContext, env: Record<string, string> = {}) {
  const clock = createClock();
  const app = await buildTestApp(t, { now: clock.now, env });
  const created = await callEndpoint(app, users.register, { body: account });
  assert.equal(created.statusCode, 201);
  return { app, clock };
}

const login = (app: App, email: string, password: string, headers: Record<string, string> = {}) =>
  callEndpoint(app, users.login, { body: { email, password }, headers });

const me = (app: App, sid?: string) => callEndpoint(app, users.me, { cookies: sid ? { sid } : {} });

function sessionCookie(response: Awaited<ReturnType<typeof login>>) {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  assert.ok(cookie, 'a sid cookie is set');
  return cookie;
}

test('login sets an httpOnly session cookie and the session call (me) returns the user', async (t) => {
  const { app } = await appWithAccount(t);
  const response = await login(app, 'Zawadi@Example.org', account.password);
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.equal(body.status, 'success');
  assert.equal(body.message, auth.loginSuccess);
  assert.deepEqual(Object.keys(body.user).sort(), ['email', 'id', 'role', 'username']);
  assert.equal(body.user.email, account.email);
  assert.equal(body.user.username, account.username);

  const cookie = sessionCookie(response);
  assert.match(cookie.value, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/');
  assert.equal(cookie.maxAge, 30 * 24 * 60 * 60);
  assert.notEqual(cookie.secure, true);

  const stored = await app.db.selectFrom('sessions').select('id').execute();
  assert.equal(stored.length, 1);
  assert.notEqual(stored[0]!.id, cookie.value, 'only a hash of the token is stored');

  const answer = await me(app, cookie.value);
  assert.equal(answer.statusCode, 200);
  assert.deepEqual(answer.json(), {
    status: 'success',
    user: { id: body.user.id, username: account.username, email: account.email, role: 'member' },
  });
});

test('the session cookie is Secure when the request came over HTTPS through a trusted proxy', async (t) => {
  // The proxy is on loopback, where the test's requests come from.
  const { app } = await appWithAccount(t, { TRUST_PROXY: '127.0.0.1' });
  const response = await login(app, account.email, account.password, { 'x-forwarded-proto': 'https' });
  assert.equal(sessionCookie(response).secure, true);
});

test('the session call refuses guests, unknown and expired sessions', async (t) => {
  const { app, clock } = await appWithAccount(t);
  for (const response of [await me(app), await me(app, 'not-a-token'), await me(app, 'A'.repeat(43))]) {
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { status: 'error', message: 'Not logged in.' });
  }
  const sid = sessionCookie(await login(app, account.email, account.password)).value;
  clock.advance(30 * 24 * 60 * MINUTE - 1);
  assert.equal((await me(app, sid)).statusCode, 200);
  clock.advance(1);
  assert.equal((await me(app, sid)).statusCode, 401);
});

test('a wrong password or an unknown email gets 401 with the spec text', async (t) => {
  const { app } = await appWithAccount(t);
  for (const response of [
    await login(app, account.email, 'wrong'),
    await login(app, 'nobody@example.org', 'pwani'),
  ]) {
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { status: 'error', message: auth.invalidCredentials });
    assert.equal(response.cookies.length, 0);
  }
});

test('login validates its input like the client does', async (t) => {
  const { app } = await appWithAccount(t);
  const badEmail = await login(app, 'zawadi', account.password);
  assert.equal(badEmail.statusCode, 400);
  assert.equal(badEmail.json().message, auth.invalidEmail);
  const shortPassword = await login(app, account.email, 'abc');
  assert.equal(shortPassword.statusCode, 400);
  assert.equal(shortPassword.json().message, auth.passwordTooShort);
});

test('five failures lock the account for 5 minutes; success clears the count', async (t) => {
  const { app, clock } = await appWithAccount(t);
  for (let attempt = 1; attempt <= 5; attempt++) {
    assert.equal((await login(app, account.email, 'wrong')).statusCode, 401);
    clock.advance(1000);
  }
  // Locked: even the right password is not checked, and the email's case does not matter.
  const locked = await login(app, 'ZAWADI@example.org', account.password);
  assert.equal(locked.statusCode, 429);
  assert.deepEqual(locked.json(), { status: 'error', message: auth.lockedMinutes(5) });

  clock.advance(2.5 * MINUTE);
  assert.equal((await login(app, account.email, account.password)).json().message, auth.lockedMinutes(3));

  clock.advance(2.5 * MINUTE);
  assert.equal((await login(app, account.email, account.password)).statusCode, 200);

  // The count started again: one more failure does not lock.
  assert.equal((await login(app, account.email, 'wrong')).statusCode, 401);
  assert.equal((await login(app, account.email, account.password)).statusCode, 200);
});

test('ten failures lock the account for 20 minutes', async (t) => {
  const { app, clock } = await appWithAccount(t);
  for (let attempt = 1; attempt <= 5; attempt++) await login(app, account.email, 'wrong');
  for (let attempt = 6; attempt <= 10; attempt++) {
    clock.advance(5 * MINUTE);
    assert.equal((await login(app, account.email, 'wrong')).statusCode, 401, `attempt ${attempt}`);
  }
  const locked = await login(app, account.email, account.password);
  assert.equal(locked.statusCode, 429);
  assert.equal(locked.json().message, auth.lockedMinutes(20));

  clock.advance(19 * MINUTE);
  assert.equal((await login(app, account.email, account.password)).json().message, auth.lockedMinutes(1));
  clock.advance(MINUTE);
  assert.equal((await login(app, account.email, account.password)).statusCode, 200);
});

test('failures are forgotten after a day without one', async (t) => {
  const { app, clock } = await appWithAccount(t);
  for (let attempt = 1; attempt <= 4; attempt++) await login(app, account.email, 'wrong');
  clock.advance(24 * 60 * MINUTE);
  assert.equal((await login(app, account.email, 'wrong')).statusCode, 401);
  assert.equal((await login(app, account.email, account.password)).statusCode, 200);
});

test('logout ends the session and clears the cookie, and is idempotent', async (t) => {
  const { app } = await appWithAccount(t);
  const sid = sessionCookie(await login(app, account.email, account.password)).value;

  const response = await callEndpoint(app, users.logout, { cookies: { sid } });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'success', message: 'Logged out.' });
  const cleared = sessionCookie(response);
  assert.equal(cleared.value, '');
  assert.ok(cleared.maxAge === 0 || (cleared.expires && cleared.expires.getTime() < Date.now()));

  assert.equal((await me(app, sid)).statusCode, 401);
  assert.equal((await app.db.selectFrom('sessions').select('id').execute()).length, 0);

  const again = await callEndpoint(app, users.logout);
  assert.equal(again.statusCode, 200);
});

test('a login issues a new id and ends the session the browser held before; other devices stay signed in', async (t) => {
  const { app } = await appWithAccount(t);
  const phone = sessionCookie(await login(app, account.email, account.password)).value;
  const before = sessionCookie(await login(app, account.email, account.password)).value;

  const response = await callEndpoint(app, users.login, {
    body: { email: account.email, password: account.password },
    cookies: { sid: before },
  });
  assert.equal(response.statusCode, 200);
  const after = sessionCookie(response).value;
  assert.notEqual(after, before);
  assert.equal((await me(app, before)).statusCode, 401, 'the id held before the login is over');
  assert.equal((await me(app, after)).statusCode, 200);
  assert.equal((await me(app, phone)).statusCode, 200, 'a session the request did not present stays');

  // A refused login leaves the session it was sent with as it was.
  const wrong = await callEndpoint(app, users.login, {
    body: { email: account.email, password: 'wrong' },
    cookies: { sid: after },
  });
  assert.equal(wrong.statusCode, 401);
  assert.equal((await me(app, after)).statusCode, 200);
});

test('a flood of logins from one address is cut off by the rate limit', async (t) => {
  const { app } = await appWithAccount(t);
  // The default cut-off is sized for a crowd on one address; a flood (here of malformed
  // attempts, which count as much and cost nothing to send) still meets it.
  let last = await login(app, 'a@b.co', 'wrong');
  for (let i = 0; i < app.config.rateLimitPerMinute && last.statusCode !== 429; i++)
    last = await login(app, `user${i}`, '');
  assert.equal(last.statusCode, 429);
  assert.equal(last.json().status, 'error');
  assert.ok(last.json().message.length > 0);
});

test('RATE_LIMIT_PER_MINUTE moves the per-address cut-off', async (t) => {
  const app = await buildTestApp(t, { env: { RATE_LIMIT_PER_MINUTE: '2' } });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++)
    statuses.push((await login(app, `flood${i}@b.co`, 'wrong-password')).statusCode);
  assert.deepEqual(statuses, [401, 401, 429]);
});

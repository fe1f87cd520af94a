import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auth } from 'shared-ui/texts/auth';
import { register as registerEndpoint } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';

/** A registration as sent, good or bad. */
const register = (app: App, body: unknown) => callUnchecked(app, registerEndpoint, { body });

async function userCount(app: App): Promise<number> {
  return (await app.db.selectFrom('users').select('id').execute()).length;
}

test('register creates an account', async (t) => {
  const app = await buildTestApp(t);
  const response = await register(app, { username: 'Amani', email: 'Amani@Example.org', password: 'mvua' });
  assert.equal(response.statusCode, 201);
  assert.deepEqual(response.json(), { status: 'success', message: auth.registerSuccess });

  const user = await app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
  assert.equal(user.username, 'Amani');
  assert.equal(user.email, 'amani@example.org');
  assert.equal(user.role, 'member');
  assert.match(user.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.ok(!user.password_hash.includes('mvua'));
});

const refusals: [string, unknown, string][] = [
  [
    'an invalid email',
    { username: 'Amani', email: 'amani.example.org', password: 'mvua' },
    auth.invalidEmail,
  ],
  [
    'a short password',
    { username: 'Amani', email: 'amani@example.org', password: 'abc' },
    auth.passwordTooShort,
  ],
  ['a missing username', { email: 'amani@example.org', password: 'mvua' }, auth.usernameRequired],
  [
    'a blank username',
    { username: '   ', email: 'amani@example.org', password: 'mvua' },
    auth.usernameRequired,
  ],
  ['a missing email', { username: 'Amani', password: 'mvua' }, auth.invalidEmail],
];

for (const [what, payload, message] of refusals) {
  test(`register refuses ${what} and writes nothing`, async (t) => {
    const app = await buildTestApp(t);
    const response = await register(app, payload);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { status: 'error', message });
    assert.equal(await userCount(app), 0);
  });
}

test('register refuses an email already used, whatever its case', async (t) => {
  const app = await buildTestApp(t);
  await register(app, { username: 'Amani', email: 'amani@example.org', password: 'mvua' });
  const response = await register(app, { username: 'Other', email: 'AMANI@example.ORG', password: 'jua1' });
  assert.equal(response.statusCode, 409);
  assert.deepEqual(response.json(), { status: 'error', message: auth.emailTaken });
  assert.equal(await userCount(app), 1);
});

test('register answers malformed requests with 400 and a readable message', async (t) => {
  const app = await buildTestApp(t);
  const cases = [
    callUnchecked(app, registerEndpoint, {
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    }),
    register(app, ['not', 'an', 'object']),
    register(app, { username: 'x'.repeat(51), email: 'amani@example.org', password: 'mvua' }),
  ];
  for (const response of await Promise.all(cases)) {
    assert.equal(response.statusCode, 400);
    const body = response.json<{ status: string; message: string }>();
    assert.equal(body.status, 'error');
    assert.ok(body.message.length > 0);
  }
  assert.equal(
    (await register(app, { username: 'x'.repeat(51), email: 'a@b.co', password: 'mvua' })).json().message,
    'username must be at most 50 characters.',
  );
  assert.equal(await userCount(app), 0);
});

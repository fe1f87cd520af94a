import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PostgresAdapter } from 'kysely';
import { getNews } from 'shared-ui/contracts/news';
import { login, me, register } from 'shared-ui/contracts/users';
import { createYoutube } from 'shared-ui/contracts/youtube';
import { auth } from 'shared-ui/texts/auth';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp, createTestEnvironment, onPostgres } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

test(`the tests run on ${onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'SQLite'}`, async (t) => {
  const app = await buildTestApp(t);
  assert.equal(app.db.getExecutor().adapter instanceof PostgresAdapter, onPostgres);
});

test('a transaction that throws leaves nothing behind', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'none' } });
  const item = {
    name: 'Draft',
    launches_on: '2026-07-01',
    short_description: 's',
    full_description: 'f',
    link: null,
    image_1: null,
    image_2: null,
    video_url: null,
  };
  await assert.rejects(
    app.db.transaction().execute(async (trx) => {
      await trx.insertInto('news').values(item).execute();
      assert.equal((await trx.selectFrom('news').select('id').execute()).length, 1);
      throw new Error('abort');
    }),
    /abort/,
  );
  assert.equal((await app.db.selectFrom('news').select('id').execute()).length, 0);
});

test('deleting a user deletes their sessions', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'none' } });
  const payload = { username: 'Baraka', email: 'baraka@example.org', password: 'safari' };
  await callEndpoint(app, register, { body: payload });
  await callEndpoint(app, login, { body: payload });
  assert.equal((await app.db.selectFrom('sessions').select('id').execute()).length, 1);
  await app.db.deleteFrom('users').execute();
  assert.equal((await app.db.selectFrom('sessions').select('id').execute()).length, 0);
});

test('restarting on the same storage neither re-runs migrations nor re-seeds', async (t) => {
  const environment = await createTestEnvironment(t);
  const first = await environment.build({ env: { SEED: 'demo' } });
  await first.close();
  const second = await environment.build({ env: { SEED: 'demo' } });
  const news = await callEndpoint(second, getNews);
  assert.equal(news.json().data.length, 5);
});

test('a database shared with another migrated schema still gets its own tables', async (t) => {
  // On PostgreSQL both environments are schemas of one database; on SQLite, two files.
  const other = await (await createTestEnvironment(t)).build();
  assert.equal((await callEndpoint(other, getNews)).statusCode, 200);
  const app = await buildTestApp(t);
  const registered = await callEndpoint(app, register, {
    body: { username: 'amina', email: 'amina@example.com', password: 'secret123' },
  });
  assert.equal(registered.statusCode, 201);
  assert.equal((await other.db.selectFrom('users').select('id').execute()).length, 0);
});

test('a database that already has content is never given the demo content', async (t) => {
  const environment = await createTestEnvironment(t);
  const first = await environment.build();
  const member = await registerAndLogin(first, { username: 'Neema' });
  const posted = await callEndpoint(first, createYoutube, {
    form: {
      fields: {
        user_id: String(member.user.id),
        videoId: 'Kx9pR2mTq4A',
        youtubedescription: 'Drum workshop',
      },
      files: {},
    },
    session: member,
  });
  assert.equal(posted.statusCode, 201, posted.body);
  await first.close();

  const again = await environment.build({ env: { SEED: 'demo' } });
  assert.equal((await again.db.selectFrom('users').select('id').execute()).length, 1);
  assert.equal((await again.db.selectFrom('news').select('id').execute()).length, 0);
});

test('a member who has posted nothing yet does not keep the demo content out', async (t) => {
  const environment = await createTestEnvironment(t);
  const first = await environment.build();
  const payload = { username: 'Neema', email: 'neema@example.org', password: 'mnazi' };
  await callEndpoint(first, register, { body: payload });
  await first.close();

  const again = await environment.build({ env: { SEED: 'demo' } });
  assert.equal((await again.db.selectFrom('news').select('id').execute()).length, 5);
});

test('ADMIN_EMAIL and ADMIN_PASSWORD ensure an administrator account', async (t) => {
  const environment = await createTestEnvironment(t);
  const admin = { ADMIN_EMAIL: 'Admin@Example.org', ADMIN_PASSWORD: 'kaya-2026' };
  const app = await environment.build({ env: admin });

  const signedIn = await callEndpoint(app, login, {
    body: { email: 'admin@example.org', password: 'kaya-2026' },
  });
  assert.equal(signedIn.statusCode, 200);
  assert.equal(signedIn.json().message, auth.loginSuccess);
  const sid = signedIn.cookies.find((cookie) => cookie.name === 'sid')!.value;
  const account = await callEndpoint(app, me, { cookies: { sid } });
  assert.equal(account.json().user.role, 'admin');
  await app.close();

  // A second start with the same variables keeps the single account.
  const again = await environment.build({ env: admin });
  const admins = await again.db.selectFrom('users').select(['email', 'role']).execute();
  assert.deepEqual(
    admins.map((row) => ({ ...row })),
    [{ email: 'admin@example.org', role: 'admin' }],
  );
});

test('ADMIN_EMAIL promotes an existing member', async (t) => {
  const environment = await createTestEnvironment(t);
  const first = await environment.build();
  const payload = { username: 'Neema', email: 'neema@example.org', password: 'mnazi' };
  await callEndpoint(first, register, { body: payload });
  await first.close();

  const app = await environment.build({ env: { ADMIN_EMAIL: 'neema@example.org', ADMIN_PASSWORD: 'other' } });
  const user = await app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
  assert.equal(user.role, 'admin');
  const signedIn = await callEndpoint(app, login, { body: payload });
  assert.equal(signedIn.statusCode, 200, 'the existing password still works');
});

test('the demo content comes with demo members nobody can log in as', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'demo' } });
  const members = await app.db.selectFrom('users').select(['username', 'email', 'role']).execute();
  assert.ok(members.length >= 6);
  assert.ok(members.every((member) => member.role === 'member' && member.email.endsWith('.invalid')));
  const attempt = await callEndpoint(app, login, {
    body: { email: members[0]!.email, password: 'password' },
  });
  assert.equal(attempt.statusCode, 401);
});

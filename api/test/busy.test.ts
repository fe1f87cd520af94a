/**
 * More password hashing or image encoding than the server can do in time is refused at once
 * with a 503, `Retry-After` and a message, instead of queueing without end: the calls it does
 * take keep their latency, reads keep answering, and a refused call has written nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMusic } from 'shared-ui/contracts/music';
import { getNews } from 'shared-ui/contracts/news';
import { addProduct } from 'shared-ui/contracts/shop';
import { login, me, register } from 'shared-ui/contracts/users';
import { createYoutube } from 'shared-ui/contracts/youtube';
import { messages } from '../src/messages.ts';
import type { App } from '../src/app.ts';
import { callEndpoint, urlOf } from './contract-call.ts';
import { createTestEnvironment, startServerProcess } from './helpers.ts';
import { assertNoFiles, filePart, jpeg, mp3, rowCount, storedFiles } from './media-helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const SMALL_HASHING = {
  PASSWORD_HASHES_AT_ONCE: '1',
  PASSWORD_HASH_QUEUE: '1',
  // Long enough that only the queue's length refuses, however slow the machine.
  PASSWORD_HASH_WAIT_MS: '600000',
  RATE_LIMIT_PER_MINUTE: '100000',
};

/** A gate's every turn taken until `release` is called. */
async function holdEveryTurn(app: App, gate: 'passwordHashing' | 'imageEncoding') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { running, waiting } = app[gate].limits;
  const holders = Array.from({ length: running + waiting }, () => app[gate].run(() => held));
  await Promise.resolve();
  assert.deepEqual(app[gate].load, { running, waiting });
  return async () => {
    release();
    await Promise.all(holders);
  };
}

const count = async (app: App, table: 'users' | 'sessions' | 'login_failures') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function assertBusy(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  body: Record<string, unknown>,
  what: string,
) {
  assert.equal(response.statusCode, 503, `${what}: ${response.body}`);
  assert.match(String(response.headers['retry-after']), /^[1-9]\d*$/, `${what}: Retry-After`);
  assert.deepEqual(JSON.parse(response.body), body, what);
}

test('a crowd of logins and registrations over a small hashing capacity: answered or refused with 503 at once, reads go on, nothing half-written', async (t) => {
  const environment = await createTestEnvironment(t);
  const server = await startServerProcess(t, await environment.settings(SMALL_HASHING));
  const send = (endpoint: typeof login | typeof register, body: unknown, cookie?: string) =>
    fetch(`${server.url}${urlOf(endpoint)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const member = { username: 'Amani', email: 'amani@example.org', password: 'pwani-2026' };
  assert.equal((await send(register, member)).status, 201);

  const newcomers = Array.from({ length: 12 }, (_, i) => ({
    username: `Newcomer ${i}`,
    email: `newcomer-${i}@example.org`,
    password: 'pwani-2026',
  }));
  const [logins, registrations, reads] = await Promise.all([
    Promise.all(Array.from({ length: 12 }, () => send(login, member))),
    Promise.all(newcomers.map((newcomer) => send(register, newcomer))),
    Promise.all(Array.from({ length: 12 }, () => fetch(`${server.url}${urlOf(getNews)}`))),
  ]);

  const refused = [...logins, ...registrations].filter((response) => response.status === 503);
  assert.ok(refused.length > 0, 'more than one hash at once and one in line is refused');
  for (const response of refused) {
    assert.match(response.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
    assert.deepEqual(await response.json(), { status: 'error', message: messages.accountsBusy });
    assert.equal(response.headers.get('set-cookie'), null, 'a refused login starts no session');
  }
  assert.deepEqual(
    logins.map((response) => response.status).filter((status) => status !== 200 && status !== 503),
    [],
    'a login is signed in or refused as busy',
  );
  assert.deepEqual(
    reads.map((response) => response.status),
    reads.map(() => 200),
    'reads are answered meanwhile',
  );

  // Every session a login was given works; a refused registration left no account, so it
  // can be made now, and an accepted one is there.
  for (const signedIn of logins.filter((response) => response.status === 200)) {
    const sid = /sid=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    const answer = await fetch(`${server.url}${urlOf(me)}`, { headers: { cookie: `sid=${sid}` } });
    assert.equal(answer.status, 200);
  }
  for (const [i, response] of registrations.entries()) {
    assert.ok([201, 503].includes(response.status), `registration ${i}: ${response.status}`);
    const again = await send(register, newcomers[i]);
    assert.equal(again.status, response.status === 201 ? 409 : 201, `registration ${i} again`);
  }
  // Refused logins were not counted as failed ones: the account is not locked.
  assert.equal((await send(login, member)).status, 200);
});

test('a login or registration refused while every hashing turn is taken writes nothing, and is served once one is free', async (t) => {
  const app = await (await createTestEnvironment(t)).build({ env: SMALL_HASHING });
  const member = await registerAndLogin(app, { email: 'zawadi@example.org' });
  const before = { users: await count(app, 'users'), sessions: await count(app, 'sessions') };

  const release = await holdEveryTurn(app, 'passwordHashing');
  const refusedLogin = await callEndpoint(app, login, {
    body: { email: 'zawadi@example.org', password: 'pwani-2026' },
  });
  assertBusy(refusedLogin, { status: 'error', message: messages.accountsBusy }, 'login');
  assert.equal(refusedLogin.cookies.length, 0, 'no session cookie');
  const newcomer = { username: 'Baraka', email: 'baraka@example.org', password: 'pwani-2026' };
  const registration = await callEndpoint(app, register, { body: newcomer });
  assertBusy(registration, { status: 'error', message: messages.accountsBusy }, 'registration');
  const read = await callEndpoint(app, getNews);
  assert.equal(read.statusCode, 200, 'reads need no hashing');
  assert.deepEqual(
    {
      users: await count(app, 'users'),
      sessions: await count(app, 'sessions'),
      failures: await count(app, 'login_failures'),
    },
    { ...before, failures: 0 },
  );

  await release();
  assert.equal((await callEndpoint(app, register, { body: newcomer })).statusCode, 201);
  const served = await callEndpoint(app, login, {
    body: { email: member.user.email, password: 'pwani-2026' },
  });
  assert.equal(served.statusCode, 200);
});

test('logins refused as busy are not counted by the rate limit: people told to try again are not locked out', async (t) => {
  const app = await (
    await createTestEnvironment(t)
  ).build({ env: { ...SMALL_HASHING, RATE_LIMIT_PER_MINUTE: '2' } });
  const account = { username: 'Neema', email: 'neema@example.org', password: 'pwani-2026' };
  const release = await holdEveryTurn(app, 'passwordHashing');
  for (let i = 0; i < 5; i += 1) {
    const refused = await callEndpoint(app, login, { body: account });
    assertBusy(refused, { status: 'error', message: messages.accountsBusy }, `login ${i}`);
  }
  await release();
  assert.equal((await callEndpoint(app, register, { body: account })).statusCode, 201);
  assert.equal((await callEndpoint(app, login, { body: account })).statusCode, 200);
  assert.equal((await callEndpoint(app, login, { body: account })).statusCode, 200);
  assert.equal((await callEndpoint(app, login, { body: account })).statusCode, 429, 'the limit still holds');
});

test('an upload with images refused while every encoding turn is taken stores nothing; one without images is not held up', async (t) => {
  const app = await (
    await createTestEnvironment(t)
  ).build({ env: { IMAGE_ENCODES_AT_ONCE: '1', IMAGE_ENCODE_QUEUE: '0' } });
  const member = await registerAndLogin(app);
  const song = {
    user_id: String(member.user.id),
    song_title: 'Kayamba',
    song_artist: 'Kahindi Baya',
    small_description: 'A Giriama harvest dance.',
    category: 'Traditional',
  };
  const files = {
    song_image: filePart(await jpeg(), 'cover.jpg', 'image/jpeg'),
    song_file: filePart(mp3, 'song.mp3', 'audio/mpeg'),
  };

  const release = await holdEveryTurn(app, 'imageEncoding');
  const refused = await callEndpoint(app, addMusic, { session: member, form: { fields: song, files } });
  assertBusy(refused, { status: 'error', message: messages.uploadsBusy }, 'song upload');
  assert.equal(await rowCount(app, 'songs'), 0);
  await assertNoFiles(app, 'a refused upload stores no file and leaves no temp file');
  const entry = await callEndpoint(app, createYoutube, {
    session: member,
    form: {
      fields: { user_id: String(member.user.id), videoId: 'dQw4w9WgXcQ', youtubedescription: 'Ngoma' },
      files: {},
    },
  });
  assert.equal(entry.statusCode, 201, 'an upload without images does not wait for a turn');

  await release();
  const stored = await callEndpoint(app, addMusic, { session: member, form: { fields: song, files } });
  assert.equal(stored.statusCode, 201, stored.body);
  assert.equal(await rowCount(app, 'songs'), 1);
  const kept = await storedFiles(app);
  assert.equal(kept.songs?.length, 1);
  assert.ok(kept.images?.length, 'the cover is stored');
});

test('the API document declares the 503 and its Retry-After where it can be answered', async (t) => {
  const app = await (await createTestEnvironment(t)).build();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, { post: { responses: Record<string, { headers?: Record<string, unknown> }> } }>;
  }>();
  for (const path of [login, register, addMusic, addProduct].map((endpoint) => urlOf(endpoint))) {
    const busy = document.paths[path]?.post.responses['503'];
    assert.ok(busy?.headers?.['retry-after'], `${path} declares a 503 with Retry-After`);
  }
  assert.equal(
    document.paths[urlOf(createYoutube)]?.post.responses['503'],
    undefined,
    'an upload without images is never busy',
  );
});

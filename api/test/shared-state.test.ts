/**
 * Two server processes on one database (two apps on the same SQLite file or PostgreSQL schema,
 * each with its own connections): what one acknowledges the other serves at once (a like in a
 * list the other had cached, an item reports hid, its files), and the limits count their
 * requests together. On PostgreSQL the processes hear each other through LISTEN/NOTIFY: a lost
 * listening connection empties everything and listens again.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test, type TestContext } from 'node:test';
import pg from 'pg';
import { newsletterSubscribe } from 'shared-ui/contracts/contact';
import { getMusic, likeSong } from 'shared-ui/contracts/music';
import { login, logout, me, register } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import type { FastifyBaseLogger } from 'fastify';
import { ChangeFeed, channelOf, sqliteTransport } from '../src/db/change-feed.ts';
import { sqliteConnectionUnder } from '../src/db/database.ts';
import { messages } from '../src/messages.ts';
import { callEndpoint, callUnchecked, urlOf } from './contract-call.ts';
import { createClock, createTestEnvironment, onPostgres, startServerProcess } from './helpers.ts';
import { get, insertSong } from './media-helpers.ts';
import { MEMBER_AGE_MS, START, established, reportAs, standing } from './report-helpers.ts';
import { TEST_ADMIN, registerAndLogin } from './session-helpers.ts';
import type { Endpoint } from 'shared-ui/contracts';

const SONGS = urlOf(getMusic, { query: { sort: 'recent' } });
/** The stored audio of `insertSong`'s songs (no such file is stored: a public one answers 404). */
const SONG_FILE = '/api/songs/audioxxxxxxxxxxxxxxxxx.mp3';

const titles = (body: string) =>
  (JSON.parse(body) as { song_title: string; likes_count: number }[]).map(
    (song) => `${song.song_title} (${song.likes_count})`,
  );

/** Two processes on one fresh storage, on one clock; `env` for both. */
async function twoProcesses(t: TestContext, env: Record<string, string> = {}) {
  const environment = await createTestEnvironment(t);
  const clock = createClock(new Date(Date.parse(START) - MEMBER_AGE_MS).toISOString());
  const settings = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...env };
  const one = await environment.build({ env: settings, now: clock.now });
  const other = await environment.build({ env: settings, now: clock.now });
  return { one, other, clock, environment };
}

test('a like through one process shows at once in the list the other had cached', async (t) => {
  const { one, other } = await twoProcesses(t);
  const member = await registerAndLogin(one);
  const song = await insertSong(one, member.user.id, 'Ngoma');
  const cached = await get(other, SONGS);
  assert.deepEqual(titles(cached.body), ['Ngoma (0)']);
  await insertSong(one, member.user.id, 'Kayamba'); // behind the servers: no process is told
  assert.equal((await get(other, SONGS)).body, cached.body, 'the other process serves its cached list');

  const liked = await callEndpoint(one, likeSong, { params: { id: song }, body: { liked: true } });
  assert.equal(liked.statusCode, 200);
  assert.deepEqual(titles((await get(other, SONGS)).body), ['Kayamba (0)', 'Ngoma (1)'], 'afresh at once');
  assert.deepEqual(titles((await get(one, SONGS)).body), ['Kayamba (0)', 'Ngoma (1)']);
});

test('two real server processes: a like through one shows in the other’s cached list at once, a logout ends the session on both', async (t) => {
  const environment = await createTestEnvironment(t);
  const settings = await environment.settings();
  const [first, second] = await Promise.all([
    startServerProcess(t, settings),
    startServerProcess(t, settings),
  ]);
  const send = (server: { url: string }, endpoint: Endpoint, url: string, cookie = '', body?: object) =>
    fetch(`${server.url}${url}`, {
      method: endpoint.method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
    });
  const account = { username: 'Amani', email: 'amani@example.org', password: 'pwani-2026' };
  assert.equal((await send(first, register, urlOf(register), '', account)).status, 201);
  const loggedIn = await send(second, login, urlOf(login), '', account);
  assert.equal(loggedIn.status, 200, 'logged in on the second process');
  const cookie = loggedIn.headers.getSetCookie()[0]!.split(';')[0]!;
  assert.equal((await send(first, me, urlOf(me), cookie)).status, 200, 'a session on the first');

  // Songs written behind the servers, through an app of the test's own on the same storage.
  const writer = await environment.build();
  const member = (await send(first, me, urlOf(me), cookie).then((r) => r.json())) as { user: { id: number } };
  const song = await insertSong(writer, member.user.id, 'Ngoma');
  const list = async (server: { url: string }) => titles(await (await fetch(`${server.url}${SONGS}`)).text());
  assert.deepEqual(await list(second), ['Ngoma (0)']);
  await insertSong(writer, member.user.id, 'Kayamba');
  assert.deepEqual(await list(second), ['Ngoma (0)'], 'cached by the second process');

  const liked = await send(first, likeSong, urlOf(likeSong, { params: { id: song } }), cookie, {
    liked: true,
  });
  assert.equal(liked.status, 200);
  assert.deepEqual(await list(second), ['Kayamba (0)', 'Ngoma (1)'], 'afresh at once on the second');

  assert.equal((await send(second, me, urlOf(me), cookie)).status, 200, 'the second remembers the session');
  assert.equal((await send(first, logout, urlOf(logout), cookie, {})).status, 200);
  assert.equal((await send(second, me, urlOf(me), cookie)).status, 401, 'ended on the second at once');
});

test('an item reports hide through one process is gone from the other’s cached list and files at once', async (t) => {
  const { one, other, clock } = await twoProcesses(t);
  const owner = await registerAndLogin(one, { username: 'Amina' });
  const reporters = await established(one, ['Baraka', 'Chiku', 'Dalu']);
  clock.advance(MEMBER_AGE_MS);
  const song = await insertSong(one, owner.user.id, 'Ngoma');
  assert.deepEqual(titles((await get(other, SONGS)).body), ['Ngoma (0)'], 'cached by the other process');
  assert.equal((await get(other, SONG_FILE)).statusCode, 404, 'a public file (none is stored)');

  await reportAs(one, reporters, 'song', song, () => clock.advance(1_000));
  assert.equal((await standing(one, 'song', song)).moderation, 'review', 'hidden for review');
  assert.deepEqual(titles((await get(other, SONGS)).body), [], 'gone from the other’s list');
  const file = await get(other, SONG_FILE);
  assert.equal(file.statusCode, 410, 'its file is gone on the other process');
  assert.equal(file.headers['cache-control'], 'no-store');
});

test('a limit counts the requests of both processes together: the same total as one process', async (t) => {
  const { one, other } = await twoProcesses(t);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const app = i % 2 === 0 ? one : other;
    const body = { email: `n${i}@example.org` };
    statuses.push((await callUnchecked(app, newsletterSubscribe, { body })).statusCode);
  }
  assert.deepEqual(statuses, [...Array(10).fill(200), 429], '10 a minute from one address, wherever served');
  const stored = await one.db.selectFrom('rate_limits').select(['key', 'count']).execute();
  assert.deepEqual(
    stored.map((row) => Number(row.count)),
    [11],
  );
  assert.match(stored[0]!.key, /^POST \/api\/.*\n127\.0\.0\.1$/, 'by route and address');
});

test('an hourly limit per address (REGISTRATIONS_PER_HOUR) counts both processes together', async (t) => {
  const { one, other } = await twoProcesses(t, { REGISTRATIONS_PER_HOUR: '3' });
  const registerOn = (app: App, name: string) =>
    callEndpoint(app, register, {
      body: { username: name, email: `${name}@example.org`, password: 'pwani-2026' },
    });
  assert.equal((await registerOn(one, 'amina')).statusCode, 201);
  assert.equal((await registerOn(other, 'baraka')).statusCode, 201);
  assert.equal((await registerOn(one, 'chiku')).statusCode, 201);
  const refused = await registerOn(other, 'dalu');
  assert.equal(refused.statusCode, 429);
  assert.deepEqual(refused.json(), { status: 'error', message: messages.tooManyRegistrations });
  assert.equal((await registerOn(one, 'fatma')).statusCode, 429, 'and on the first one too');
});

/** The backends listening for this schema's changes (one per process). */
async function listeners(url: string, channel: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
      [`LISTEN "${channel}"`],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Waits until `check` holds (it is asked every 20 ms, for at most 5 s). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (await check()) return;
    await sleep(20);
  }
  assert.fail(`never: ${what}`);
}

test(
  'a lost LISTEN connection empties every cache and listens again',
  { skip: !onPostgres && 'PostgreSQL only (DATABASE_URL)' },
  async (t) => {
    const { one, other } = await twoProcesses(t);
    const url = process.env.DATABASE_URL!;
    const schema = new URL(other.config.databaseUrl!).searchParams.get('options')!.split('=')[1]!;
    const channel = channelOf(schema);
    const before = await listeners(url, channel);
    assert.equal(before.length, 2, 'each process listens');

    const member = await registerAndLogin(one);
    const song = await insertSong(one, member.user.id, 'Ngoma');
    assert.deepEqual(titles((await get(other, SONGS)).body), ['Ngoma (0)']);
    await insertSong(one, member.user.id, 'Kayamba'); // behind the servers
    assert.deepEqual(titles((await get(other, SONGS)).body), ['Ngoma (0)'], 'cached');

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    await client.end();
    await until(
      async () => titles((await get(other, SONGS)).body).length === 2,
      'the lost connection empties the cache',
    );
    await until(async () => (await listeners(url, channel)).length === 2, 'both listen again');

    assert.deepEqual(titles((await get(other, SONGS)).body), ['Kayamba (0)', 'Ngoma (0)'], 'cached again');
    const liked = await callEndpoint(one, likeSong, { params: { id: song }, body: { liked: true } });
    assert.equal(liked.statusCode, 200);
    assert.deepEqual(titles((await get(other, SONGS)).body), ['Kayamba (0)', 'Ngoma (1)'], 'heard again');
  },
);

test(
  'a process that cannot read what others changed empties what it keeps instead of failing requests',
  { skip: onPostgres && 'SQLite only' },
  async (t) => {
    const { one } = await twoProcesses(t);
    const logged: string[] = [];
    const log = {
      error: (_: unknown, message: string) => logged.push(message),
    } as unknown as FastifyBaseLogger;
    const feed = new ChangeFeed(log);
    const { DatabaseSync } = await import('node:sqlite');
    const connection = new DatabaseSync(sqliteConnectionUnder(one.db)!.location()!);
    feed.connect(one.db, sqliteTransport(one.db, connection, feed));
    const heard: (string | null)[] = [];
    feed.onChange((change) => heard.push(change));
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    feed.catchUp();
    assert.deepEqual(heard, [], 'nothing changed');
    connection.close();
    await nextTurn(); // it looks once per turn of the event loop
    feed.catchUp();
    await nextTurn();
    feed.catchUp();
    assert.deepEqual(heard, [null, null], 'everything, each time');
    assert.equal(logged.length, 1, 'logged once while it lasts');
  },
);

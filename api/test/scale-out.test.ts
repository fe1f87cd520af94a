/**
 * The site scaled out, proved on real processes: two servers (`api/src/server.ts`, each in its
 * own process on its own port, with its own DATA_DIR) on one PostgreSQL schema and one
 * S3-compatible bucket, behind no balancer: the test is the balancer, sending each call to the
 * server it chooses and, as one would (TRUST_PROXY), saying who the client is in
 * `X-Forwarded-For`. What one server acknowledged, the other serves at once: an upload (with
 * `Range`), a login, a like in a list it had cached, a report that hides an item; a limit counts
 * the requests of both; and `kill -9` of one under load loses no acknowledged write while the
 * other keeps answering.
 *
 * PostgreSQL only (DATABASE_URL, as in the CI's PostgreSQL run of this suite): several machines
 * share PostgreSQL, never a SQLite file.
 *
 * What this cannot prove:
 * - the bucket is s3rver on loopback (scripts/lib/s3-test-server.ts): request signatures (it runs
 *   with `allowMismatchedSignatures`), virtual-hosted addresses, a real service's consistency,
 *   throttling and retries, and a CDN in front of it (MEDIA_PUBLIC_URL) are proved only against
 *   a real service (api/test/s3-storage.test.ts says the same of its own tests);
 * - both servers run on one machine: its clock, its loopback network; clocks that drift apart,
 *   a network that drops or delays packets between machines, and a real load balancer (its
 *   health checks, its retries) are not tried;
 * - `kill -9` stops a process, not a machine: PostgreSQL sees its connections reset at once,
 *   where a machine that vanishes leaves them open until TCP gives up.
 */
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test, type TestContext } from 'node:test';
import { createFeaturedVideo } from 'shared-ui/contracts/admin';
import { newsletterSubscribe } from 'shared-ui/contracts/contact';
import { addMusic, getMusic, likeSong } from 'shared-ui/contracts/music';
import { REPORTER_MIN_AGE_DAYS, REPORTS_TO_HIDE, sendReport } from 'shared-ui/contracts/reports';
import { login, logout, me, register } from 'shared-ui/contracts/users';
import { fetchMetadata, postComment } from 'shared-ui/contracts/youtube';
import { API_BASE, requestOf } from '../../scripts/lib/api-address.ts';
import {
  createScratchSchema,
  dropScratchSchema,
  inSchema,
  withClient,
} from '../../scripts/lib/scratch-schema.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { startTestBucket, type TestBucket } from '../../scripts/lib/s3-test-server.ts';
import { formRateLimit } from '../src/routes/contact/rate-limits.ts';
import { MISSING_FFMPEG, onPostgres } from './helpers.ts';
import { jpeg, mp3, multipart, filePart } from './media-helpers.ts';
import { TEST_ADMIN } from './session-helpers.ts';

/** A call as the test sends it over HTTP: its method and address (from its contract, `requestOf`). */
type Call = { method: string; path: string };

interface Sending {
  /** A JSON body; a multipart form is passed as `form`. */
  body?: unknown;
  form?: { payload: Buffer; headers: Record<string, string> };
  /** The `sid` cookie's value. */
  session?: string;
  /** The client's address, as a load balancer in TRUST_PROXY tells it. */
  client?: string;
  headers?: Record<string, string>;
}

/** Sends `call` to `server`. */
function send(server: RunningServer, call: Call, sending: Sending = {}): Promise<Response> {
  const headers: Record<string, string> = { ...sending.headers };
  if (sending.session) headers.cookie = `sid=${sending.session}`;
  if (sending.client) headers['x-forwarded-for'] = sending.client;
  let body: BodyInit | undefined;
  if (sending.form) {
    Object.assign(headers, sending.form.headers);
    body = new Uint8Array(sending.form.payload);
  } else if (sending.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sending.body);
  }
  return fetch(`${server.url}${call.path}`, { method: call.method, headers, body });
}

/** Sends `call` and reads its JSON answer, which must have `status`. */
async function answer<T>(server: RunningServer, call: Call, status: number, sending?: Sending): Promise<T> {
  const response = await send(server, call, sending);
  const text = await response.text();
  assert.equal(response.status, status, `${call.method} ${call.path}: ${text}`);
  return JSON.parse(text) as T;
}

interface Member {
  id: number;
  session: string;
}

/** Registers an account on `registerOn` and logs it in on `loginOn`. */
async function member(registerOn: RunningServer, loginOn: RunningServer, username: string): Promise<Member> {
  const account = { username, email: `${username.toLowerCase()}@example.org`, password: 'pwani-2026' };
  await answer(registerOn, requestOf(register), 201, { body: account });
  return logIn(loginOn, account.email, account.password);
}

async function logIn(server: RunningServer, email: string, password: string): Promise<Member> {
  const response = await send(server, requestOf(login), { body: { email, password } });
  assert.equal(response.status, 200, await response.clone().text());
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  assert.ok(cookie, 'the login sets the session cookie');
  const { user } = (await response.json()) as { user: { id: number } };
  return { id: user.id, session: cookie.slice('sid='.length).split(';')[0]! };
}

const SONGS = requestOf(getMusic, { query: { sort: 'recent' } });

/** The song list as `server` serves it: `title (likes)`, newest first. */
async function songList(server: RunningServer): Promise<string[]> {
  const songs = await answer<{ song_title: string; likes_count: number }[]>(server, SONGS, 200);
  return songs.map((song) => `${song.song_title} (${song.likes_count})`);
}

/** The stored files of `kind` under a server's own DATA_DIR (none when media is in the bucket). */
async function localFiles(server: RunningServer, kind: string): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'uploads', kind)).catch(() => []);
}

interface Site {
  a: RunningServer;
  b: RunningServer;
  bucket: TestBucket;
  /** The schema's address, for writes behind the servers' backs. */
  database: string;
}

/** Two servers on one new schema and one new bucket; after the test, all stopped and removed. */
async function startSite(t: TestContext, postgres: string): Promise<Site> {
  // Undone last made first: the servers stop before their bucket and schema go.
  const undo: (() => Promise<unknown>)[] = [];
  t.after(async () => {
    for (const step of undo.reverse()) await step();
  });
  const schema = await createScratchSchema(postgres, 'scaleout');
  undo.push(() => dropScratchSchema(postgres, schema));
  const bucket = await startTestBucket();
  undo.push(() => bucket.close());
  const database = inSchema(postgres, schema);
  const env = {
    ...bucket.env,
    DATABASE_URL: database,
    SEED: 'none',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // The test stands where a load balancer would, and says who each client is.
    TRUST_PROXY: 'loopback',
    // Many accounts and reports from the test's one address.
    REGISTRATIONS_PER_HOUR: '1000',
    REPORTS_PER_HOUR: '1000',
    // Songs public as uploaded: their copies are media-jobs.test.ts's to prove.
    FFMPEG_PATH: MISSING_FFMPEG,
  };
  // Started together: the start-up work (migrations, the administrator) runs once, under the lock.
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  for (const result of started) if (result.status === 'fulfilled') undo.push(() => result.value.stop());
  const [a, b] = started.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  return { a: a!, b: b!, bucket, database };
}

test('two server processes on one PostgreSQL and one bucket serve as one site', async (t) => {
  const postgres = process.env.DATABASE_URL;
  if (!onPostgres || !postgres) {
    t.skip('needs PostgreSQL (set DATABASE_URL, as the CI’s PostgreSQL run of the API suite does)');
    return;
  }
  const { a, b, bucket, database } = await startSite(t, postgres);
  const owner = await member(a, a, 'Amina');
  let song = { id: 0, file: '' };

  await t.test('an upload through A is served by B, with Range', async () => {
    const form = await multipart(
      {
        user_id: String(owner.id),
        song_title: 'Ngoma',
        song_artist: 'Kahindi Baya',
        small_description: 'Drums from a Giriama harvest dance.',
        category: 'Traditional',
      },
      {
        song_image: filePart(await jpeg(), 'cover.jpg', 'image/jpeg'),
        song_file: filePart(mp3, 'ngoma.mp3', 'audio/mpeg'),
      },
    );
    const uploaded = await answer<{ song: { id: number; song_url: string } }>(a, requestOf(addMusic), 201, {
      form,
      session: owner.session,
    });
    song = { id: uploaded.song.id, file: `${API_BASE}/${uploaded.song.song_url}` };
    assert.ok((await bucket.keys()).includes(uploaded.song.song_url), 'stored in the bucket');
    assert.deepEqual(await localFiles(a, 'songs'), [], 'not on A’s disk');

    const part = await fetch(`${b.url}${song.file}`, { headers: { range: 'bytes=100-1123' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100-1123/${mp3.length}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), mp3.subarray(100, 1124), 'the bytes A stored');
    const whole = await fetch(`${b.url}${song.file}`);
    assert.equal(whole.status, 200);
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), mp3);
    assert.deepEqual(await localFiles(b, 'songs'), [], 'nor on B’s');
  });

  await t.test('a login on A is a session on B, and a logout on A ends it on B', async () => {
    const account = await member(b, a, 'Baraka');
    const onB = await answer<{ user: { id: number } }>(b, requestOf(me), 200, { session: account.session });
    assert.equal(onB.user.id, account.id);
    await answer(a, requestOf(logout), 200, { session: account.session, body: {} });
    assert.equal((await send(b, requestOf(me), { session: account.session })).status, 401);
  });

  await t.test('a like on A shows at once in the list B had cached', async () => {
    assert.deepEqual(await songList(b), ['Ngoma (0)']);
    // A song written behind both servers' backs: no process is told, so B keeps its cached list.
    await withClient(database, (client) =>
      client.query(
        `insert into songs (song_title, song_artist, category, small_description, likes_count, user_id,
           song_image, song_file, created_on, updated_at)
         values ('Kayamba', 'Kahindi Baya', 'Traditional', 'Rattles.', 0, $1,
           'coverxxxxxxxxxxxxxxxxx.webp', 'audioxxxxxxxxxxxxxxxxx.mp3', $2, $2)`,
        [owner.id, new Date().toISOString()],
      ),
    );
    assert.deepEqual(await songList(b), ['Ngoma (0)'], 'B serves the list it cached');
    await answer(a, requestOf(likeSong, { params: { id: song.id } }), 200, { body: { liked: true } });
    assert.deepEqual(await songList(b), ['Kayamba (0)', 'Ngoma (1)'], 'afresh on B at once');
  });

  await t.test('a limit counted on A and B together refuses at the same total as one process', async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      const body = { email: `reader${i}@example.org` };
      statuses.push((await send(server, requestOf(newsletterSubscribe), { body, client })).status);
    }
    // What one process allows from one address, then refusals: the 11th on A, the 12th on B.
    assert.equal(formRateLimit.max, 10);
    assert.deepEqual(statuses, [...Array<number>(10).fill(200), 429, 429]);
    const other = await send(a, requestOf(newsletterSubscribe), {
      body: { email: 'reader@example.org' },
      client: '203.0.113.8',
    });
    assert.equal(other.status, 200, 'another address still has its own allowance');
  });

  await t.test('a report that hides an item on A hides it on B, its list and its file', async () => {
    const admin = await logIn(a, TEST_ADMIN.email, TEST_ADMIN.password);
    const video = await answer<{ video: { video_id: number } }>(a, requestOf(createFeaturedVideo), 201, {
      session: admin.session,
      body: { video_name: 'Gonda dance', video_url: 'dQw4w9WgXcQ', description: 'At the Kaya' },
    });
    // Established members: each has a comment everyone sees, and an account old enough.
    const reporters: Member[] = [];
    for (const name of ['Chiku', 'Dalu', 'Fatma'].slice(0, REPORTS_TO_HIDE)) {
      const reporter = await member(b, a, name);
      await answer(b, requestOf(postComment), 201, {
        session: reporter.session,
        body: { video_id: video.video.video_id, comment: `Karibu from ${name}`, user_id: reporter.id },
      });
      reporters.push(reporter);
    }
    const joined = new Date(Date.now() - (REPORTER_MIN_AGE_DAYS + 1) * 86_400_000).toISOString();
    await withClient(database, (client) =>
      client.query('update users set created_at = $1 where id = any($2)', [
        joined,
        reporters.map((r) => r.id),
      ]),
    );

    assert.deepEqual(await songList(b), ['Kayamba (0)', 'Ngoma (1)'], 'cached by B');
    assert.equal((await fetch(`${b.url}${song.file}`, { method: 'HEAD' })).status, 200);
    for (const reporter of reporters) {
      await answer(a, requestOf(sendReport), 201, {
        session: reporter.session,
        body: { subject: 'song', subject_id: song.id, reason: 'scam' },
      });
    }
    assert.deepEqual(await songList(b), ['Kayamba (0)'], 'gone from B’s list at once');
    const file = await fetch(`${b.url}${song.file}`);
    assert.equal(file.status, 410, 'its file is gone on B');
    assert.equal(file.headers.get('cache-control'), 'no-store');
    const own = await fetch(`${b.url}${song.file}`, { headers: { cookie: `sid=${owner.session}` } });
    assert.equal(own.status, 200, 'its owner still gets it');
  });

  await t.test('kill -9 of A under load loses no acknowledged write, and B keeps answering', async () => {
    const admin = await logIn(b, TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await answer<{ video: { video_id: number } }>(b, requestOf(createFeaturedVideo), 201, {
      session: admin.session,
      body: { video_name: 'Load', video_url: 'dQw4w9WgXcQ', description: 'Comments under load' },
    });
    const video = created.video.video_id;
    const report = await load(a, b, video);

    assert.ok(
      report.acknowledged.some((write) => write.by === a && write.at < report.killedAt),
      'A took writes',
    );
    assert.ok(report.lostOnA > 0, 'A was killed with requests in flight or to come');
    assert.deepEqual(report.failedOnB, [], 'B answered every request');
    // B's first changes after the kill wait for A's acknowledgement, a second at most
    // (api/src/db/change-feed.ts); then B stops waiting for A and answers at its own pace.
    const afterWait = report.acknowledged.filter(
      (write) => write.by === b && write.at > report.killedAt + 1_500,
    );
    assert.ok(afterWait.length > 10, `B kept taking writes after A was killed: ${afterWait.length}`);
    assert.ok(report.slowestOnB < 5_000, `B kept answering: its slowest answer took ${report.slowestOnB} ms`);

    const featured = await answer<{
      videos: { video_id: number; comments: { comment_id: number; comment: string }[] }[];
    }>(b, requestOf(fetchMetadata), 200);
    const stored = new Map(
      featured.videos
        .find((found) => found.video_id === video)!
        .comments.map((c) => [c.comment_id, c.comment]),
    );
    const missing = report.acknowledged
      .filter((write) => stored.get(write.id) !== write.text)
      .map((write) => `${write.by === a ? 'A' : 'B'} acknowledged ${write.id}: ${write.text}`);
    assert.deepEqual(missing, [], 'every acknowledged comment is stored');
  });
});

interface Write {
  id: number;
  text: string;
  by: RunningServer;
  /** When it was sent (ms since the load started). */
  at: number;
}

const CLIENTS = 6;
const LOAD_MS = 2_800;
const KILL_AT_MS = 600;

/**
 * Guests comment under `video` from CLIENTS clients for LOAD_MS, each sending to A and B in turn
 * (as a balancer would) until A fails it, then to B only; A is killed with SIGKILL at
 * KILL_AT_MS. Every guest comes from an address of their own.
 */
async function load(a: RunningServer, b: RunningServer, video: number) {
  const started = Date.now();
  const acknowledged: Write[] = [];
  const failedOnB: string[] = [];
  let lostOnA = 0;
  let killedAt = Infinity;
  let slowestOnB = 0;
  let sent = 0;
  const client = async (index: number) => {
    let aUp = true;
    for (let turn = 0; Date.now() - started < LOAD_MS; turn++) {
      const server = aUp && turn % 2 === 0 ? a : b;
      sent += 1;
      const text = `Comment ${index}.${turn}`;
      const at = Date.now() - started;
      try {
        const response = await send(server, requestOf(postComment), {
          body: { video_id: video, comment: text, user_id: null },
          client: `10.1.${Math.floor(sent / 250)}.${sent % 250}`,
        });
        const body = await response.text();
        if (server === b) slowestOnB = Math.max(slowestOnB, Date.now() - started - at);
        if (response.status === 201) {
          acknowledged.push({
            id: (JSON.parse(body) as { new_comment_id: number }).new_comment_id,
            text,
            by: server,
            at,
          });
        } else if (server === b) failedOnB.push(`${response.status} ${body}`);
        else lostOnA += 1;
      } catch (error) {
        if (server === b) failedOnB.push(String(error));
        else {
          lostOnA += 1;
          aUp = false;
        }
      }
    }
  };
  const killer = (async () => {
    await sleep(KILL_AT_MS);
    killedAt = Date.now() - started;
    a.child.kill('SIGKILL');
  })();
  await Promise.all([killer, ...Array.from({ length: CLIENTS }, (_, index) => client(index))]);
  return { acknowledged, failedOnB, lostOnA, killedAt, slowestOnB };
}

/**
 * The copies of uploaded songs and reels (api/src/media/): made by durable jobs with the real
 * ffmpeg, on files ffmpeg makes here. An upload is answered once its original is stored, with
 * its owner alone seeing it until its copies exist; bad files are refused at once and leave
 * nothing; a job that fails every attempt leaves the item as docs/operations.md says; a job
 * whose process died is finished by another runner once its lease runs out.
 */
import assert from 'node:assert/strict';
import { chmod, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import * as music from 'shared-ui/contracts/music';
import * as reels from 'shared-ui/contracts/reels';
import { getUserMusic, getUserReels } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { claimJob, queueCopies } from '../src/media/jobs.repository.ts';
import { MediaRunner } from '../src/media/runner.ts';
import { processMedia } from '../src/maintenance/media-process.ts';
import { mediaMessages } from '../src/schemas/music.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp, createTestEnvironment, startServerProcess } from './helpers.ts';
import { logLines, waitForLine } from './server-log.ts';
import { hevcMov, h264Mp4, probeBytes, silentMp3, toneMp3 } from './media-files.ts';
import { assertNoFiles, filePart, get, jpeg, rowCount, storedFiles } from './media-helpers.ts';
import { registerAndLogin, type TestSession } from './session-helpers.ts';
import { startS3Server } from './s3-server.ts';

/** A test app with the real ffmpeg (the tests' default has none). */
const withFfmpeg = (t: TestContext, env: Record<string, string> = {}) =>
  buildTestApp(t, { env: { FFMPEG_PATH: 'ffmpeg', FFPROBE_PATH: 'ffprobe', ...env } });

const addSong = async (app: App, session: TestSession, audio: Buffer, name = 'tone.mp3') =>
  callUnchecked(app, music.addMusic, {
    form: {
      fields: {
        user_id: String(session.user.id),
        song_title: 'Tone of the coast',
        song_artist: 'Test Signal',
        small_description: 'A tone.',
        category: 'Traditional',
      },
      files: {
        song_image: filePart(await jpeg(), 'cover.jpg', 'image/jpeg'),
        song_file: filePart(audio, name, 'audio/mpeg'),
      },
    },
    session,
  });

const addReel = (app: App, session: TestSession, video: Buffer, name: string, type: string) =>
  callUnchecked(app, reels.createReel, {
    form: {
      fields: { user_id: String(session.user.id), description: 'Phone clip' },
      files: { video1: filePart(video, name, type) },
    },
    session,
  });

/** Waits until an item is no longer being processed; answers its state. */
async function settled(app: App, table: 'songs' | 'reels', id: number, ms = 120_000): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const row = await app.db
      .selectFrom(table)
      .select('media_state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.media_state !== 'processing') return row.media_state;
    if (Date.now() > until) assert.fail(`${table} ${id} still processing after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ownSongs = async (app: App, session: TestSession) =>
  (await callEndpoint(app, getUserMusic, { query: { userid: session.user.id }, session })).json().data;

test('a song is answered at once as processing, seen by its owner alone, then gets its copies and duration', async (t) => {
  const app = await withFfmpeg(t);
  const owner = await registerAndLogin(app, { username: 'Kahindi' });
  const other = await registerAndLogin(app);
  const response = await addSong(app, owner, toneMp3(20));
  assert.equal(response.statusCode, 201, response.body);
  const { song } = response.json();
  assert.equal(song.duration, null);
  assert.equal(song.song_normal_url, null);
  assert.equal(song.song_low_url, null);
  assert.equal(song.processing.state, 'processing');
  assert.equal(song.processing.error, null);

  // Until its copies exist: its owner's list shows it; nobody else sees it anywhere.
  if (
    (await app.db.selectFrom('songs').select('media_state').executeTakeFirstOrThrow()).media_state ===
    'processing'
  ) {
    assert.deepEqual((await callEndpoint(app, music.getMusic)).json(), []);
    const one = await callUnchecked(app, music.getMusic, { query: { id: song.id }, session: other });
    assert.equal(one.statusCode, 404);
    const others = await callEndpoint(app, getUserMusic, {
      query: { userid: owner.user.id },
      session: other,
    });
    assert.deepEqual(others.json().data, []);
    const search = await callUnchecked(app, music.searchSongs, { query: { q: 'coast' } });
    assert.equal(search.json().total, 0, search.body);
    const mine = await callUnchecked(app, music.getMusic, { query: { id: song.id }, session: owner });
    assert.equal(mine.statusCode, 200);
  }

  assert.equal(await settled(app, 'songs', song.id), 'ready');
  const [listed] = await ownSongs(app, owner);
  assert.deepEqual(listed.processing, { state: 'ready', progress: 100, error: null });
  assert.equal(listed.duration, 20);
  assert.match(listed.song_normal_url, /^songs\/[A-Za-z0-9_-]{22}-normal\.m4a$/);
  assert.match(listed.song_low_url, /^songs\/[A-Za-z0-9_-]{22}-low\.webm$/);

  const normal = await get(app, `/api/${listed.song_normal_url}`);
  assert.equal(normal.statusCode, 200);
  assert.deepEqual(probeBytes(normal.rawPayload).codecs, ['aac']);
  assert.ok(Math.abs(probeBytes(normal.rawPayload).duration - 20) < 0.5);
  const low = await get(app, `/api/${listed.song_low_url}`);
  assert.deepEqual(probeBytes(low.rawPayload).codecs, ['opus']);
  // The low-data copy is well under a third of the 128 kbit/s upload.
  assert.ok(low.rawPayload.length < toneMp3(20).length * 0.3, `${low.rawPayload.length} bytes`);
  const part = await app.inject({
    method: 'GET',
    url: `/api/${listed.song_normal_url}`,
    headers: { range: 'bytes=0-99' },
  });
  assert.equal(part.statusCode, 206);
  assert.equal(part.rawPayload.length, 100);

  // Now everyone sees it, with its copies.
  const [shown] = (await callEndpoint(app, music.getMusic)).json();
  assert.equal(shown.id, song.id);
  assert.equal(shown.song_normal_url, listed.song_normal_url);
  assert.equal(shown.duration, 20);
  assert.deepEqual((await storedFiles(app))['.tmp'], []);
});

test('a phone HEVC reel gets an H.264 copy of 720 px, a low-data one of 360 px and a WebP poster in every width', async (t) => {
  const app = await withFfmpeg(t);
  const owner = await registerAndLogin(app);
  const response = await addReel(app, owner, hevcMov(3), 'phone.mov', 'video/quicktime');
  assert.equal(response.statusCode, 201, response.body);
  const { reel } = response.json();
  assert.equal(reel.processing.state, 'processing');
  assert.equal(reel.poster, null);
  const hidden = await callEndpoint(app, reels.getReels, { query: { page: 1 } });
  if (hidden.json().data.length > 0) assert.notEqual(reel.processing.state, 'processing');
  assert.equal(await settled(app, 'reels', reel.id), 'ready');

  const mine = (
    await callEndpoint(app, getUserReels, { query: { userid: owner.user.id }, session: owner })
  ).json();
  const [own] = mine.data;
  assert.deepEqual(own.processing, { state: 'ready', progress: 100, error: null });
  assert.equal(own.duration, 3);
  const normal = probeBytes((await get(app, `/api/videos/${own.video_normal_url}`)).rawPayload);
  assert.deepEqual(normal.codecs, ['h264', 'aac']);
  assert.deepEqual([normal.width, normal.height], [406, 720]);
  const low = probeBytes((await get(app, `/api/videos/${own.video_low_url}`)).rawPayload);
  assert.deepEqual(low.codecs, ['h264', 'aac']);
  assert.deepEqual([low.width, low.height], [202, 360]);
  for (const width of ['', '-w480', '-w160']) {
    const name = own.poster.replace('.webp', `${width}.webp`);
    const poster = await get(app, `/api/images/${name}`);
    assert.equal(poster.statusCode, 200, name);
    assert.equal(poster.headers['content-type'], 'image/webp');
  }
  const [shown] = (await callEndpoint(app, reels.getReels, { query: { page: 1 } })).json().data;
  assert.equal(shown.poster, own.poster);
});

test('files that are not what they claim, too long, too large or silent are refused at once; nothing is stored', async (t) => {
  const app = await withFfmpeg(t);
  const owner = await registerAndLogin(app);
  const junk = Buffer.concat([toneMp3(20).subarray(0, 10), Buffer.alloc(20_000, 7)]);
  const cases: [Promise<Awaited<ReturnType<typeof addSong>>>, string][] = [
    [addSong(app, owner, silentMp3(15 * 60 + 5), 'long.mp3'), mediaMessages.songTooLong],
    [addReel(app, owner, h264Mp4('320x240', 2, true), 'silent.mp4', 'video/mp4'), mediaMessages.reelNoAudio],
    [addReel(app, owner, h264Mp4('4200x64', 1), 'wide.mp4', 'video/mp4'), mediaMessages.reelTooLarge],
  ];
  for (const [response, message] of cases) {
    const answer = await response;
    assert.equal(answer.statusCode, 400, answer.body);
    assert.equal(answer.json().message, message);
  }
  const corrupt = await addSong(app, owner, junk, 'junk.mp3');
  assert.ok([400, 415].includes(corrupt.statusCode), corrupt.body);
  assert.equal(await rowCount(app, 'songs'), 0);
  assert.equal(await rowCount(app, 'reels'), 0);
  assert.equal((await app.db.selectFrom('media_jobs').selectAll().execute()).length, 0);
  await assertNoFiles(app, 'refused uploads');
});

test('a server without ffmpeg says so in one line of its log at start', async (t) => {
  const environment = await createTestEnvironment(t);
  const server = await startServerProcess(t, await environment.settings({ LOG_LEVEL: 'warn' }));
  const line = await waitForLine(server, (entry) => entry.msg.startsWith('ffmpeg or ffprobe not found'));
  assert.match(line.msg, /FFMPEG_PATH=\/nonexistent\/ffmpeg.*songs and reels are served as uploaded/);
  assert.equal(logLines(server).filter((entry) => entry.msg.includes('ffmpeg')).length, 1);
});

test('without ffmpeg a song is ready at once, served as uploaded, and no job is queued', async (t) => {
  const app = await buildTestApp(t, { env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });
  assert.equal(app.mediaJobs.tools, null);
  const owner = await registerAndLogin(app);
  const response = await addSong(app, owner, toneMp3(20));
  assert.equal(response.statusCode, 201);
  const { song } = response.json();
  assert.deepEqual(song.processing, { state: 'ready', progress: 100, error: null });
  assert.equal(song.song_normal_url, null);
  assert.equal((await callEndpoint(app, music.getMusic)).json().length, 1);
  assert.equal((await get(app, `/api/${song.song_url}`)).statusCode, 200);
  assert.equal((await app.db.selectFrom('media_jobs').selectAll().execute()).length, 0);
});

/** An ffmpeg that starts (`-version`) but fails every transcode, as a damaged file would. */
async function failingFfmpeg(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'failing-ffmpeg-'));
  const file = path.join(folder, 'ffmpeg');
  await writeFile(
    file,
    '#!/bin/sh\n[ "$1" = -version ] && exec ffmpeg -version\necho "Invalid data found" >&2\nexit 1\n',
  );
  await chmod(file, 0o755);
  return file;
}

test('a job that fails every attempt is retried with backoff, then the song is failed with its message, kept with its original, and administrators get a note', async (t) => {
  const app = await withFfmpeg(t, { MEDIA_JOBS_AT_ONCE: '0' });
  const owner = await registerAndLogin(app);
  const { song } = (await addSong(app, owner, toneMp3(20))).json();
  const runner = new MediaRunner({
    db: app.db,
    storage: app.media,
    tools: { ffmpeg: await failingFfmpeg(), ffprobe: 'ffprobe', nice: false },
    log: app.log,
    atOnce: 1,
    pollMs: 20,
    backoffMs: [50, 100],
  });
  runner.start();
  t.after(() => runner.close());
  assert.equal(await settled(app, 'songs', song.id, 30_000), 'failed');
  const job = await app.db.selectFrom('media_jobs').selectAll().executeTakeFirstOrThrow();
  assert.equal(job.state, 'failed');
  assert.equal(job.attempts, 3);
  const [listed] = await ownSongs(app, owner);
  assert.deepEqual(listed.processing, { state: 'failed', progress: 0, error: mediaMessages.songFailed });
  // The rule: an MP3 plays in every browser, so the song is public with its original.
  const [shown] = (await callEndpoint(app, music.getMusic)).json();
  assert.equal(shown.song_normal_url, null);
  assert.equal((await get(app, `/api/${shown.song_url}`)).statusCode, 200);
  const note = await app.db.selectFrom('tickets').selectAll().executeTakeFirstOrThrow();
  assert.match(note.message, new RegExp(`song ${song.id}`));
  const files = await storedFiles(app);
  assert.deepEqual(files.songs, [song.song_url.slice('songs/'.length)], 'no copy left');
  assert.deepEqual(files['.tmp'], []);
});

test('a failed QuickTime reel stays its owner’s alone, with the message', async (t) => {
  const app = await withFfmpeg(t, { MEDIA_JOBS_AT_ONCE: '0' });
  const owner = await registerAndLogin(app);
  const { reel } = (await addReel(app, owner, hevcMov(3), 'phone.mov', 'video/quicktime')).json();
  const runner = new MediaRunner({
    db: app.db,
    storage: app.media,
    tools: { ffmpeg: await failingFfmpeg(), ffprobe: 'ffprobe', nice: false },
    log: app.log,
    atOnce: 1,
    pollMs: 20,
    backoffMs: [20, 20],
  });
  runner.start();
  t.after(() => runner.close());
  assert.equal(await settled(app, 'reels', reel.id, 30_000), 'failed');
  const [own] = (
    await callEndpoint(app, getUserReels, { query: { userid: owner.user.id }, session: owner })
  ).json().data;
  assert.equal(own.processing.error, mediaMessages.reelFailed);
  assert.deepEqual((await callEndpoint(app, reels.getReels, { query: { page: 1 } })).json().data, []);
  assert.equal((await callUnchecked(app, reels.getReel, { query: { id: reel.id } })).statusCode, 404);
});

test('a job whose process died is taken again once its lease runs out, and finished by another runner', async (t) => {
  const app = await withFfmpeg(t, { MEDIA_JOBS_AT_ONCE: '0' });
  const owner = await registerAndLogin(app);
  const { song } = (await addSong(app, owner, toneMp3(20))).json();
  // A process takes the job and dies: its lease is left to run out.
  const now = new Date();
  const taken = await claimJob(app.db, 'dead-host:1', now, new Date(now.getTime() + 500));
  assert.equal(taken?.item_id, song.id);
  assert.equal(await claimJob(app.db, 'other:2', now, new Date(now.getTime() + 500)), undefined, 'leased');
  const runner = new MediaRunner({
    db: app.db,
    storage: app.media,
    tools: app.mediaJobs.tools!,
    log: app.log,
    atOnce: 1,
    pollMs: 100,
  });
  runner.start();
  t.after(() => runner.close());
  assert.equal(await settled(app, 'songs', song.id), 'ready');
  const job = await app.db.selectFrom('media_jobs').selectAll().executeTakeFirstOrThrow();
  assert.equal(job.state, 'done');
  assert.equal(job.attempts, 2);
  assert.equal(job.taken_by, runner.worker);
});

test('a member’s new upload is taken before the copies of songs stored before, whenever those were queued', async (t) => {
  const app = await withFfmpeg(t, { MEDIA_JOBS_AT_ONCE: '0' });
  const owner = await registerAndLogin(app);
  const now = new Date();
  // Stored before: queued first, as the demo content's and media:process's are.
  await queueCopies(app.db, 'song', 9001, new Date(now.getTime() - 60_000));
  await queueCopies(app.db, 'song', 9002, new Date(now.getTime() - 60_000));
  const { song } = (await addSong(app, owner, toneMp3(5))).json();
  const later = new Date(now.getTime() + 1_000);
  const lease = new Date(later.getTime() + 30_000);
  const order = [];
  for (
    let job = await claimJob(app.db, 'a:1', later, lease);
    job;
    job = await claimJob(app.db, 'a:1', later, lease)
  )
    order.push(job.item_id);
  assert.deepEqual(order, [song.id, 9001, 9002]);
});

test('npm run media:process makes the copies of songs stored before, once: a second run queues nothing', async (t) => {
  const app = await buildTestApp(t);
  const owner = await registerAndLogin(app);
  const { song } = (await addSong(app, owner, toneMp3(20))).json();
  assert.equal(song.song_normal_url, null);
  const config = { ...app.config, mediaJobs: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', atOnce: 1 } };
  const said: string[] = [];
  await processMedia(config, ['--no-wait'], (line) => said.push(line));
  assert.equal(said[0], 'Queued the copies of 1 song(s) and 0 reel(s).');
  await processMedia(config, [], (line) => said.push(line));
  assert.ok(said.includes('Queued the copies of 0 song(s) and 0 reel(s).'), said.join('\n'));
  assert.match(said.at(-1)!, /^Done\. 0 job\(s\) failed/);
  const [listed] = await ownSongs(app, owner);
  assert.match(listed.song_normal_url, /-normal\.m4a$/);
  assert.equal(listed.duration, 20);
  assert.equal(listed.processing.state, 'ready');
});

test('with media in a bucket, the copies are read from and stored in the bucket', async (t) => {
  const bucket = await startS3Server(t);
  const app = await withFfmpeg(t, bucket.env);
  const owner = await registerAndLogin(app);
  const { song } = (await addSong(app, owner, toneMp3(20))).json();
  assert.equal(await settled(app, 'songs', song.id), 'ready');
  const [listed] = await ownSongs(app, owner);
  const stem = song.song_url.slice('songs/'.length).replace('.mp3', '');
  assert.deepEqual(
    (await bucket.keys()).filter((key) => key.startsWith('songs/')),
    [`songs/${stem}-low.webm`, `songs/${stem}-normal.m4a`, `songs/${stem}.mp3`],
  );
  const normal = await get(app, `/api/${listed.song_normal_url}`);
  assert.equal(normal.statusCode, 200);
  assert.equal(normal.headers['content-type'], 'audio/mp4');
  assert.deepEqual(probeBytes(normal.rawPayload).codecs, ['aac']);
});

test('a server that stops gives its running job back, not counted as an attempt, and leaves no temp file', async (t) => {
  const environment = await createTestEnvironment(t);
  const env = { FFMPEG_PATH: 'ffmpeg', FFPROBE_PATH: 'ffprobe' };
  const app = await environment.build({ env });
  const owner = await registerAndLogin(app);
  const { reel } = (await addReel(app, owner, h264Mp4('1280x720', 20), 'long.mp4', 'video/mp4')).json();
  const tempDir = path.join(environment.dataDir, 'uploads', '.tmp');
  for (const deadline = Date.now() + 60_000; (await readdir(tempDir)).length < 2;) {
    if (Date.now() > deadline) assert.fail('the job did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await app.close();
  const next = await environment.build({ env: { ...env, MEDIA_JOBS_AT_ONCE: '0' } });
  const job = await next.db.selectFrom('media_jobs').selectAll().executeTakeFirstOrThrow();
  assert.equal(job.state, 'queued');
  assert.equal(job.attempts, 0);
  assert.equal(job.item_id, reel.id);
  assert.deepEqual(await readdir(tempDir), []);
  assert.deepEqual(
    (await readdir(path.join(environment.dataDir, 'uploads', 'videos'))).filter((name) =>
      /-(normal|low)\.mp4$/.test(name),
    ),
    [],
    'no copy of the stopped attempt',
  );
});

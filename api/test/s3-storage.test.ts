/**
 * Media in an S3-compatible bucket (S3_BUCKET): the real app, uploading through its routes, with a
 * real S3 server (s3rver, test/s3-server.ts) on loopback. Uploads and every width of an image
 * land in the bucket and nothing under DATA_DIR/uploads/<kind>; files are served by the app with
 * Range and the same caching headers as from the local disk, hidden items' files answer 410 to
 * guests, refused and cut uploads leave no object, deleting removes the objects, the widths of
 * older images are made in the bucket, MEDIA_PUBLIC_URL redirects public files only, and
 * `npm run media:copy -- --to s3` copies DATA_DIR/uploads once.
 *
 * What the fake server cannot prove:
 * - request signatures: s3rver refuses the SDK's signed listings, so it runs with
 *   `allowMismatchedSignatures` (it still checks the access key exists); real credentials and
 *   the region are proved only against a real service;
 * - virtual-hosted addresses (S3_FORCE_PATH_STYLE=false): loopback has no bucket subdomains;
 * - AWS's consistency, throttling (503 SlowDown) and retries, multipart limits, and objects
 *   bigger than the app's own upload limits;
 * - a CDN in front of the bucket: only the redirect the app answers is checked, not the CDN;
 * - bucket policies and the absence of ACLs: s3rver ignores both.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { addMusic } from 'shared-ui/contracts/music';
import { deleteMusic } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { addMissingVariants } from '../src/uploads/image-variants.ts';
import { encodeImage, IMAGE_WIDTHS, storedFileNames, variantName } from '../src/uploads/images.ts';
import { callEndpoint, callUnchecked, urlOf } from './contract-call.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers.ts';
import { filePart, get, jpeg, mp3, multipart, type FilePart } from './media-helpers.ts';
import { moderate } from './moderation-helpers.ts';
import { BUCKET, startS3Server, type TestBucket } from './s3-server.ts';
import { registerAndLogin, type TestSession } from './session-helpers.ts';

const PUBLIC_FILE = 'public, max-age=31536000, immutable';
const PRIVATE_FILE = 'private, no-store';
const CLI = path.join(import.meta.dirname, '..', 'src', 'maintenance', 'cli.ts');

const songFields = (member: TestSession) => ({
  user_id: String(member.user.id),
  song_title: 'Kayamba ya Pwani',
  song_artist: 'Kahindi Baya',
  small_description: 'Rattles and drums from a Giriama harvest dance.',
  category: 'Traditional',
});

const songFiles = async (song: FilePart = filePart(mp3, 'song.mp3', 'audio/mpeg')) => ({
  song_image: filePart(await jpeg(), 'cover.jpg', 'image/jpeg'),
  song_file: song,
});

/** Uploads a song as `member`: its stored cover and audio names. */
async function uploadSong(app: App, member: TestSession) {
  const response = await callEndpoint(app, addMusic, {
    form: { fields: songFields(member), files: await songFiles() },
    session: member,
  });
  assert.equal(response.statusCode, 201, response.body);
  const { song } = response.json() as { song: { id: number; song_url: string; song_image_url: string } };
  return { id: song.id, audio: song.song_url.replace(/^songs\//, ''), cover: song.song_image_url };
}

/** A fresh S3 server, and an app storing its media there (plus `env`). */
async function bucketApp(t: TestContext, env: Record<string, string> = {}) {
  const bucket = await startS3Server(t);
  const environment = await createTestEnvironment(t);
  const app = await environment.build({ env: { ...bucket.env, ...env } });
  return { bucket, environment, app };
}

/** The stored files of each kind on the local disk (a kind's folder may not even exist). */
async function localFiles(environment: TestEnvironment): Promise<string[]> {
  const found: string[] = [];
  for (const kind of ['images', 'videos', 'users', 'shop', 'songs']) {
    const folder = path.join(environment.dataDir, 'uploads', kind);
    if (existsSync(folder)) found.push(...(await readdir(folder)).map((name) => `${kind}/${name}`));
  }
  return found;
}

const keysOfSong = (song: { audio: string; cover: string }) =>
  [`songs/${song.audio}`, ...storedFileNames(song.cover).map((name) => `images/${name}`)].sort();

/** Waits until `check` holds (the server finishing with a request the client cut). */
async function eventually(check: () => Promise<boolean>, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a song uploaded with S3_BUCKET is in the bucket, every width of its cover too, and nothing on the local disk', async (t) => {
  const { bucket, environment, app } = await bucketApp(t);
  const member = await registerAndLogin(app);
  const song = await uploadSong(app, member);

  assert.deepEqual(await bucket.keys(), keysOfSong(song));
  assert.deepEqual(await localFiles(environment), [], 'nothing under DATA_DIR/uploads/<kind>');
  assert.deepEqual(await readdir(app.media.tempDir), [], 'no upload left in progress');
  const head = await bucket.client.send(
    new HeadObjectCommand({ Bucket: BUCKET, Key: `songs/${song.audio}` }),
  );
  assert.equal(head.ContentLength, mp3.length);
  assert.equal(head.ContentType, 'audio/mpeg');
  assert.equal(head.CacheControl, 'public, max-age=31536000, immutable', 'what a CDN passes on');
});

test('files come from the bucket with Range, validators and the same caching headers as from the local disk', async (t) => {
  const { app } = await bucketApp(t);
  const member = await registerAndLogin(app);
  const song = await uploadSong(app, member);
  const local = await (await createTestEnvironment(t)).build();
  const localSong = await uploadSong(local, await registerAndLogin(local));

  const whole = await get(app, `/api/songs/${song.audio}`);
  assert.equal(whole.statusCode, 200);
  assert.deepEqual(whole.rawPayload, mp3);
  assert.equal(whole.headers['content-length'], String(mp3.length));
  const fromDisk = await get(local, `/api/songs/${localSong.audio}`);
  for (const header of ['content-type', 'cache-control', 'cross-origin-resource-policy', 'accept-ranges'])
    assert.equal(whole.headers[header], fromDisk.headers[header], header);
  assert.equal(whole.headers['cache-control'], PUBLIC_FILE);
  assert.ok(whole.headers.etag, 'an ETag');
  assert.ok(whole.headers['last-modified'], 'a Last-Modified');

  const head = await app.inject({ method: 'HEAD', url: `/api/songs/${song.audio}` });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers['content-length'], String(mp3.length));
  assert.equal(head.headers.etag, whole.headers.etag);
  assert.equal(head.headers['cache-control'], PUBLIC_FILE);
  assert.equal(head.rawPayload.length, 0);

  const range = (spec: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/songs/${song.audio}`, headers: { range: spec, ...headers } });
  const part = await range('bytes=100-199');
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 100-199/${mp3.length}`);
  assert.equal(part.headers['content-length'], '100');
  assert.deepEqual(part.rawPayload, mp3.subarray(100, 200));
  assert.equal(part.headers['cache-control'], PUBLIC_FILE);
  const tail = await range('bytes=-10');
  assert.equal(tail.statusCode, 206);
  assert.deepEqual(tail.rawPayload, mp3.subarray(mp3.length - 10));
  const open = await range(`bytes=${mp3.length - 5}-`);
  assert.deepEqual(open.rawPayload, mp3.subarray(mp3.length - 5));
  const past = await range(`bytes=${mp3.length + 10}-`);
  assert.equal(past.statusCode, 416);
  assert.equal(past.headers['content-range'], `bytes */${mp3.length}`);
  const otherVersion = await range('bytes=0-9', { 'if-range': '"another version"' });
  assert.equal(otherVersion.statusCode, 200, 'If-Range for another version: the whole file');
  assert.equal(otherVersion.rawPayload.length, mp3.length);

  const again = await app.inject({
    method: 'GET',
    url: `/api/songs/${song.audio}`,
    headers: { 'if-none-match': whole.headers.etag as string },
  });
  assert.equal(again.statusCode, 304);
  assert.equal(again.rawPayload.length, 0);

  const cover = await get(app, `/api/images/${variantName(song.cover, IMAGE_WIDTHS.thumb)}`);
  assert.equal(cover.statusCode, 200);
  assert.equal(cover.headers['content-type'], 'image/webp');
  assert.equal((await sharp(cover.rawPayload).metadata()).width, 160);

  assert.equal((await get(app, '/api/songs/AAAAAAAAAAAAAAAAAAAAAA.mp3')).statusCode, 404);
  assert.equal((await get(app, '/api/songs/..%2Fimages%2Fx.webp')).statusCode, 404);
});

test("a hidden song's files answer 410 to a guest and are served privately to their owner", async (t) => {
  const { app } = await bucketApp(t);
  const owner = await registerAndLogin(app);
  const song = await uploadSong(app, owner);
  await moderate(app, 'songs', song.id, 'removed', 'Not the uploader’s music');
  await app.hiddenMedia.reload();

  const guest = await get(app, `/api/songs/${song.audio}`);
  assert.equal(guest.statusCode, 410);
  assert.equal(guest.headers['cache-control'], 'no-store');
  assert.equal((await get(app, `/api/images/${song.cover}`)).statusCode, 410);
  const own = await get(app, `/api/songs/${song.audio}`, owner);
  assert.equal(own.statusCode, 200);
  assert.equal(own.headers['cache-control'], PRIVATE_FILE);
  assert.deepEqual(own.rawPayload, mp3);
});

test('with MEDIA_PUBLIC_URL a public file answers a redirect to the CDN; a hidden one never does', async (t) => {
  const { app } = await bucketApp(t, { MEDIA_PUBLIC_URL: 'https://media.mijikenda.example/' });
  const owner = await registerAndLogin(app);
  const song = await uploadSong(app, owner);

  const shown = await get(app, `/api/songs/${song.audio}`);
  assert.equal(shown.statusCode, 302);
  assert.equal(shown.headers.location, `https://media.mijikenda.example/songs/${song.audio}`);
  assert.equal(shown.headers['cache-control'], 'public, max-age=3600');
  // The pages' CSP lets pictures, audio and video (and the service worker's fetches) come from there.
  const page = await app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
  const policy = String(page.headers['content-security-policy']);
  for (const directive of ['img-src', 'media-src', 'connect-src'])
    assert.match(policy, new RegExp(`${directive} [^;]*https://media\\.mijikenda\\.example`), directive);

  await moderate(app, 'songs', song.id, 'removed');
  await app.hiddenMedia.reload();
  assert.equal((await get(app, `/api/songs/${song.audio}`)).statusCode, 410);
  const own = await get(app, `/api/songs/${song.audio}`, owner);
  assert.equal(own.statusCode, 200, 'served by the app, not the CDN');
  assert.deepEqual(own.rawPayload, mp3);
});

test('a refused upload and one the client cuts off leave no object, and deleting a song removes its objects', async (t) => {
  const { bucket, app } = await bucketApp(t);
  const member = await registerAndLogin(app);

  const wrongType = await callEndpoint(app, addMusic, {
    form: {
      fields: songFields(member),
      files: await songFiles(filePart(await jpeg(), 'song.mp3', 'audio/mpeg')),
    },
    session: member,
  });
  assert.equal(wrongType.statusCode, 415, wrongType.body);
  const cutAudio = await callEndpoint(app, addMusic, {
    form: {
      fields: songFields(member),
      files: await songFiles(filePart(mp3.subarray(0, mp3.length - 100), 'song.mp3', 'audio/mpeg')),
    },
    session: member,
  });
  assert.equal(cutAudio.statusCode, 400, cutAudio.body);
  assert.deepEqual(await bucket.keys(), [], 'a refused upload stores nothing');

  // The client goes away in the middle of the audio, the cover already sent.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const form = await multipart(songFields(member), await songFiles());
  const head = [
    `POST ${urlOf(addMusic)} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: ${form.headers['content-type']}`,
    `Content-Length: ${form.payload.length}`,
    `Cookie: sid=${member.cookie}`,
  ].join('\r\n');
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(`${head}\r\n\r\n`);
  socket.write(form.payload.subarray(0, form.payload.length - mp3.length / 2));
  await eventually(async () => (await readdir(app.media.tempDir)).length > 0, 'the upload started');
  socket.destroy();
  await eventually(
    async () => (await readdir(app.media.tempDir)).length === 0,
    'the cut upload was discarded',
  );
  assert.deepEqual(await bucket.keys(), [], 'a cut upload stores nothing');

  const song = await uploadSong(app, member);
  assert.deepEqual(await bucket.keys(), keysOfSong(song));
  const removed = await callUnchecked(app, deleteMusic, { body: { musicId: song.id }, session: member });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.deepEqual(await bucket.keys(), [], 'the audio and every width of the cover are gone');
  assert.equal((await get(app, `/api/songs/${song.audio}`)).statusCode, 404);
});

test('an upload while the bucket cannot be reached is a 503 to retry and leaves nothing behind', async (t) => {
  const { bucket, app } = await bucketApp(t);
  const member = await registerAndLogin(app);
  await bucket.stop();
  const response = await callEndpoint(app, addMusic, {
    form: { fields: songFields(member), files: await songFiles() },
    session: member,
  });
  assert.equal(response.statusCode, 503, response.body);
  assert.ok(response.headers['retry-after'], 'a storage that cannot serve right now: try again');
  assert.deepEqual(await readdir(app.media.tempDir), []);
  const rows = await app.db.selectFrom('songs').select('id').execute();
  assert.deepEqual(rows, [], 'no song without its files');
});

test('an image kept in the bucket before a width was added gets that width in the bucket', async (t) => {
  const { bucket, app } = await bucketApp(t);
  const name = 'OLDSTOREDIMAGE0000000A.webp';
  const [full] = await encodeImage(await jpeg(1600, 900), 'A photo', [IMAGE_WIDTHS.full]);
  await app.media.write('shop', name, full!.bytes);
  await app.media.write('shop', 'BROKENIMAGE0000000000A.webp', Buffer.from('not an image'));

  assert.equal(await addMissingVariants(app.media), 1);
  assert.deepEqual(
    await bucket.keys(),
    ['shop/BROKENIMAGE0000000000A.webp', ...storedFileNames(name).map((file) => `shop/${file}`)].sort(),
  );
  const thumb = await get(app, `/api/shop/uploads/${variantName(name, IMAGE_WIDTHS.thumb)}`);
  assert.equal(thumb.statusCode, 200);
  assert.equal((await sharp(thumb.rawPayload).metadata()).width, 160);
  assert.equal(await addMissingVariants(app.media), 0, 'nothing left to do');
});

/** Runs `npm run media:copy -- <args>` as the operator would (the CLI behind it). */
function mediaCopy(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, 'media:copy', ...args], { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

test('media:copy copies DATA_DIR/uploads into the bucket, then nothing the second time', async (t) => {
  const bucket: TestBucket = await startS3Server(t);
  const environment = await createTestEnvironment(t);
  // A site on the local disk with a song, then moved to the bucket.
  const local = await environment.build();
  const song = await uploadSong(local, await registerAndLogin(local));
  await local.close();
  const uploads = path.join(environment.dataDir, 'uploads');
  await mkdir(path.join(uploads, '.tmp'), { recursive: true });
  await writeFile(path.join(uploads, '.tmp', '123-unfinished.part'), 'half an upload');
  const env = await environment.settings(bucket.env);

  const usage = await mediaCopy(env, '--to', 'disk');
  assert.equal(usage.code, 1);
  assert.match(usage.output, /Usage: npm run media:copy -- --to s3/);
  const unset = await mediaCopy(await environment.settings(), '--to', 's3');
  assert.equal(unset.code, 1);
  assert.match(unset.output, /S3_BUCKET is not set/);

  const first = await mediaCopy(env, '--to', 's3');
  assert.equal(first.code, 0, first.output);
  assert.match(
    first.output,
    /Copied 4 files \(.* MB\) .* to the bucket media; 0 files already there were skipped\./,
  );
  assert.deepEqual(await bucket.keys(), keysOfSong(song), 'every stored file, no upload in progress');
  const second = await mediaCopy(env, '--to', 's3');
  assert.equal(second.code, 0, second.output);
  assert.match(second.output, /Copied 0 files \(0\.0 MB\) .*; 4 files already there were skipped\./);

  // An object of another size (a copy cut short) is copied again; the site on the bucket serves it.
  const app = await environment.build({ env });
  await app.media.write('songs', song.audio, Buffer.from('cut'));
  const again = await mediaCopy(env, '--to', 's3');
  assert.equal(again.code, 0, again.output);
  assert.match(again.output, /Copied 1 file .*; 3 files already there were skipped\./);
  const audio = await get(app, `/api/songs/${song.audio}`);
  assert.equal(audio.statusCode, 200);
  assert.deepEqual(audio.rawPayload, mp3);
  assert.deepEqual(await bucket.keys(), keysOfSong(song));
  assert.ok(existsSync(path.join(uploads, 'songs', song.audio)), 'nothing local is deleted');
});

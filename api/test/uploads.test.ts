import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import Fastify from 'fastify';
import sharp from 'sharp';
import { account } from 'shared-ui/texts/account';
import { loadConfig } from '../src/config.ts';
import auth from '../src/plugins/app/auth.ts';
import changeFeed from '../src/plugins/app/change-feed.ts';
import database from '../src/plugins/app/database.ts';
import errorHandler from '../src/plugins/app/error-handler.ts';
import media from '../src/plugins/app/media.ts';
import cookie from '../src/plugins/external/cookie.ts';
import { handleUpload } from '../src/uploads/handle-upload.ts';
import { imageRule, songRule, videoRule } from '../src/uploads/rules.ts';
import { LocalMediaStorage, newTempPath } from '../src/uploads/storage.ts';
import { multipart } from './multipart.ts';

/**
 * A small app with the real media plugin (and the database and sessions it reads hidden items'
 * files and their callers from) and one route that stores an image, a video and a song.
 */
async function uploadApp(t: TestContext, options: { failSave?: boolean } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  const app = Fastify();
  app.decorate('config', loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  app.decorate('now', () => new Date());
  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(changeFeed);
  await app.register(database);
  await app.register(auth);
  await app.register(media);
  const rules = {
    image1: imageRule(() => 'The main image', 'images', true),
    video1: videoRule(() => 'The video'),
    song_file: { ...songRule(() => 'The song file'), required: false },
  };
  app.post('/upload', (request) =>
    handleUpload(app, request, rules, {
      validate: ({ fields }) => (fields.title?.trim() ? null : 'Title is required.'),
      save: async ({ fields, stored }) => {
        if (options.failSave) throw new Error('database is down');
        return {
          title: fields.title,
          names: Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v.name])),
        };
      },
    }),
  );
  await app.ready();
  t.after(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const uploadsDir = path.join(dataDir, 'uploads');
  const filesIn = async (kind: string) => readdir(path.join(uploadsDir, kind));
  return { app, filesIn };
}

/** A 2000×1000 JPEG carrying a GPS position in its EXIF block. */
const photoWithGps = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '3/1 37/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '39/1 51/1 0/1',
      },
    })
    .toBuffer();

/** A real, whole MP4 (the demo seed's own): a made-up one is refused as damaged. */
const mp4 = readFileSync(path.join(import.meta.dirname, '..', 'src', 'db', 'seed', 'assets', 'sunrise.mp4'));
/** MPEG-1 Layer III frames (128 kbps, 44.1 kHz: 417 bytes each) after an empty ID3 tag. */
const mp3Frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 0)]);
const mp3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  ...Array(8).fill(mp3Frame),
]);

test('an image is re-encoded to web sizes without its metadata; video and song are stored as sent', async (t) => {
  const { app, filesIn } = await uploadApp(t);
  const photo = await photoWithGps();
  assert.ok((await sharp(photo).metadata()).exif, 'the test photo carries EXIF');
  const body = await multipart(
    { title: 'Kaya day' },
    {
      image1: { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' },
      video1: { bytes: mp4, name: 'clip.mp4', type: 'video/mp4' },
      song_file: { bytes: mp3, name: 'song.mp3', type: 'audio/mpeg' },
    },
  );
  const response = await app.inject({ method: 'POST', url: '/upload', ...body });
  assert.equal(response.statusCode, 200, response.body);
  const { names } = response.json();
  assert.match(names.image1, /^[A-Za-z0-9_-]{22}\.webp$/);
  assert.match(names.video1, /\.mp4$/);
  assert.match(names.song_file, /\.mp3$/);

  const image = await app.inject({ method: 'GET', url: `/api/images/${names.image1}` });
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
  const meta = await sharp(image.rawPayload).metadata();
  assert.equal(meta.format, 'webp');
  assert.equal(meta.width, 1280);
  assert.equal(meta.exif, undefined, 'no EXIF (no GPS) in the served image');
  const small = await app.inject({
    method: 'GET',
    url: `/api/images/${names.image1.replace('.webp', '-w480.webp')}`,
  });
  assert.equal((await sharp(small.rawPayload).metadata()).width, 480);
  const thumb = await app.inject({
    method: 'GET',
    url: `/api/images/${names.image1.replace('.webp', '-w160.webp')}`,
  });
  assert.equal((await sharp(thumb.rawPayload).metadata()).width, 160);
  assert.deepEqual(await readdir(path.join(app.config.dataDir, 'uploads', '.tmp')), [], 'no temp file left');
  assert.equal((await filesIn('images')).length, 3);
});

test('songs and videos are served with HTTP Range support', async (t) => {
  const { app } = await uploadApp(t);
  const body = await multipart(
    { title: 'Song' },
    {
      image1: { bytes: await photoWithGps(), name: 'cover.jpg', type: 'image/jpeg' },
      song_file: { bytes: mp3, name: 'song.mp3', type: 'audio/mpeg' },
    },
  );
  const { names } = (await app.inject({ method: 'POST', url: '/upload', ...body })).json();
  const part = await app.inject({
    method: 'GET',
    url: `/api/songs/${names.song_file}`,
    headers: { range: 'bytes=0-9' },
  });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 0-9/${mp3.length}`);
  assert.equal(part.rawPayload.length, 10);
});

test('a file whose bytes are not what the field takes is refused, whatever its name and claimed type', async (t) => {
  const { app, filesIn } = await uploadApp(t);
  const body = await multipart(
    { title: 'Sneaky' },
    {
      image1: {
        bytes: Buffer.from('<script>alert(1)</script>'.repeat(20)),
        name: 'photo.png',
        type: 'image/png',
      },
    },
  );
  const response = await app.inject({ method: 'POST', url: '/upload', ...body });
  assert.equal(response.statusCode, 415);
  assert.equal(response.json().message, 'The main image must be an image file.');
  assert.deepEqual(await filesIn('images'), []);
  assert.deepEqual(await filesIn('.tmp'), []);
});

test('a song over 10MB is refused with the spec text while it streams, leaving nothing behind', async (t) => {
  const { app, filesIn } = await uploadApp(t);
  const big = Buffer.concat([mp3, Buffer.alloc(10 * 1024 * 1024, 0)]);
  const body = await multipart(
    { title: 'Long song' },
    {
      image1: { bytes: await photoWithGps(), name: 'cover.jpg', type: 'image/jpeg' },
      song_file: { bytes: big, name: 'song.mp3', type: 'audio/mpeg' },
    },
  );
  const response = await app.inject({ method: 'POST', url: '/upload', ...body });
  assert.equal(response.statusCode, 413);
  assert.equal(response.json().message, account.create.fileTooLarge);
  for (const kind of ['images', 'songs', '.tmp']) assert.deepEqual(await filesIn(kind), [], kind);
});

test('a missing required file or a bad field is refused before anything is stored', async (t) => {
  const { app, filesIn } = await uploadApp(t);
  const noImage = await app.inject({
    method: 'POST',
    url: '/upload',
    ...(await multipart({ title: 'x' }, {})),
  });
  assert.equal(noImage.statusCode, 400);
  assert.equal(noImage.json().message, 'The main image is required.');

  const withImage = { image1: { bytes: await photoWithGps(), name: 'a.jpg', type: 'image/jpeg' } };
  const noTitle = await app.inject({
    method: 'POST',
    url: '/upload',
    ...(await multipart({ title: ' ' }, withImage)),
  });
  assert.equal(noTitle.statusCode, 400);
  assert.equal(noTitle.json().message, 'Title is required.');
  assert.deepEqual(await filesIn('images'), []);
  assert.deepEqual(await filesIn('.tmp'), []);

  const notMultipart = await app.inject({ method: 'POST', url: '/upload', payload: { title: 'x' } });
  assert.equal(notMultipart.statusCode, 415);
});

test('when saving the record fails, the stored files are removed again', async (t) => {
  const { app, filesIn } = await uploadApp(t, { failSave: true });
  const body = await multipart(
    { title: 'x' },
    { image1: { bytes: await photoWithGps(), name: 'a.jpg', type: 'image/jpeg' } },
  );
  const response = await app.inject({ method: 'POST', url: '/upload', ...body });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(await filesIn('images'), []);
  assert.deepEqual(await filesIn('.tmp'), []);
});

test('only stored names are served from the media folders', async (t) => {
  const { app } = await uploadApp(t);
  for (const url of [
    '/api/images/../../app.db',
    '/api/images/%2e%2e%2fapp.db',
    '/api/images/.tmp',
    '/api/images/readme.txt',
  ]) {
    const response = await app.inject({ method: 'GET', url });
    assert.ok([403, 404].includes(response.statusCode), `${url} → ${response.statusCode}`);
  }
});

test('at start, unfinished uploads of a process that is gone are removed; a live writer’s are kept', async (t) => {
  const root = await mkdtemp(path.join(tmpdir(), 'sweep-test-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const storage = new LocalMediaStorage(root);
  const gone = spawnSync(process.execPath, ['-e', '']).pid!;
  const names = {
    crashed: `${gone}-a.part`,
    ownFresh: path.basename(newTempPath(storage.tempDir)),
    liveFresh: '1-b.part',
    liveStale: '1-c.part',
    unnamedFresh: 'd.part',
  };
  for (const name of Object.values(names)) await writeFile(path.join(storage.tempDir, name), 'partial');
  const hoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  await utimes(path.join(storage.tempDir, names.liveStale), hoursAgo, hoursAgo);

  assert.equal(storage.sweepTemp(), 2);
  assert.deepEqual(
    (await readdir(storage.tempDir)).sort(),
    [names.ownFresh, names.liveFresh, names.unnamedFresh].sort(),
  );
});

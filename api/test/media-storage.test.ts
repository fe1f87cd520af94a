/**
 * Both media stores keep the one contract of `MediaStorage` (src/uploads/storage.ts): the
 * local disk and an S3-compatible bucket (a real s3rver, test/s3-server.ts) answer the same
 * writes, listings, reads, ranges and removals the same way.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { test, type TestContext } from 'node:test';
import { loadConfig, type S3Config } from '../src/config.ts';
import { parseRange } from '../src/uploads/media-response.ts';
import { S3MediaStorage } from '../src/uploads/s3-storage.ts';
import {
  LocalMediaStorage,
  newTempPath,
  RangeNotSatisfiable,
  type MediaStorage,
} from '../src/uploads/storage.ts';
import { startS3Server } from './s3-server.ts';

const BYTES = Buffer.from('0123456789abcdefghij');

async function tempFolder(t: TestContext): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'media-storage-'));
  t.after(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

const STORES: [string, (t: TestContext) => Promise<MediaStorage>][] = [
  ['the local disk', async (t) => new LocalMediaStorage(await tempFolder(t))],
  [
    'a bucket',
    async (t) => {
      const bucket = await startS3Server(t);
      const settings = loadConfig(bucket.env).mediaStore as { kind: 's3' } & S3Config;
      const storage = new S3MediaStorage(settings, await tempFolder(t));
      t.after(() => storage.client.destroy());
      return storage;
    },
  ],
];

for (const [where, open] of STORES) {
  test(`${where}: stored files are listed, read, measured, opened by range and removed`, async (t) => {
    const storage = await open(t);
    await storage.write('songs', 'AAAAAAAAAAAAAAAAAAAAAA.mp3', BYTES);
    const temp = newTempPath(storage.tempDir);
    await writeFile(temp, 'a video');
    await storage.commit('videos', temp, 'BBBBBBBBBBBBBBBBBBBBBB.mp4');

    assert.ok(!existsSync(temp), 'the temp file is moved into the store');
    assert.deepEqual(await storage.list('songs'), ['AAAAAAAAAAAAAAAAAAAAAA.mp3']);
    assert.deepEqual(await storage.list('videos'), ['BBBBBBBBBBBBBBBBBBBBBB.mp4']);
    assert.deepEqual(await storage.list('images'), []);
    assert.equal((await storage.read('videos', 'BBBBBBBBBBBBBBBBBBBBBB.mp4')).toString(), 'a video');
    await assert.rejects(() => storage.read('songs', 'CCCCCCCCCCCCCCCCCCCCCC.mp3'));

    const info = await storage.stat('songs', 'AAAAAAAAAAAAAAAAAAAAAA.mp3');
    assert.equal(info?.size, BYTES.length);
    assert.match(info?.etag ?? '', /^".+"$/);
    assert.equal(await storage.stat('songs', 'CCCCCCCCCCCCCCCCCCCCCC.mp3'), undefined);

    const read = async (range?: Parameters<MediaStorage['open']>[2]) => {
      const file = await storage.open('songs', 'AAAAAAAAAAAAAAAAAAAAAA.mp3', range);
      assert.ok(file);
      return { range: file.range, size: file.size, bytes: await text(file.body) };
    };
    assert.deepEqual(await read(), { range: undefined, size: 20, bytes: BYTES.toString() });
    assert.deepEqual(await read({ start: 2, end: 5 }), {
      range: { start: 2, end: 5 },
      size: 20,
      bytes: '2345',
    });
    assert.deepEqual(await read({ start: 15 }), { range: { start: 15, end: 19 }, size: 20, bytes: 'fghij' });
    assert.deepEqual(await read({ start: 18, end: 99 }), {
      range: { start: 18, end: 19 },
      size: 20,
      bytes: 'ij',
    });
    assert.deepEqual(await read({ suffix: 3 }), { range: { start: 17, end: 19 }, size: 20, bytes: 'hij' });
    await assert.rejects(
      () => storage.open('songs', 'AAAAAAAAAAAAAAAAAAAAAA.mp3', { start: 20 }),
      (error) => error instanceof RangeNotSatisfiable && error.size === 20,
    );
    assert.equal(await storage.open('songs', 'CCCCCCCCCCCCCCCCCCCCCC.mp3'), undefined);

    await storage.remove('songs', 'AAAAAAAAAAAAAAAAAAAAAA.mp3');
    await storage.remove('songs', 'AAAAAAAAAAAAAAAAAAAAAA.mp3'); // already gone: no error
    assert.deepEqual(await storage.list('songs'), []);
  });
}

test('a Range header is read as one range, or none', () => {
  assert.deepEqual(parseRange('bytes=0-99'), { start: 0, end: 99 });
  assert.deepEqual(parseRange('bytes=100-'), { start: 100 });
  assert.deepEqual(parseRange('bytes=-500'), { suffix: 500 });
  for (const ignored of [undefined, '', 'bytes=-', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-9', 'bytes=a-b'])
    assert.equal(parseRange(ignored), undefined, String(ignored));
});

test('a bucket serves more files at once than the SDK has connections by default (50)', async (t) => {
  const bucket = await startS3Server(t);
  const settings = loadConfig(bucket.env).mediaStore as { kind: 's3' } & S3Config;
  const storage = new S3MediaStorage(settings, await tempFolder(t));
  t.after(() => storage.client.destroy());
  await storage.write('videos', 'AAAAAAAAAAAAAAAAAAAAAA.mp4', BYTES);
  // 60 visitors each still downloading: every stream holds its connection to the bucket.
  const opening = Promise.all(
    Array.from({ length: 60 }, () => storage.open('videos', 'AAAAAAAAAAAAAAAAAAAAAA.mp4')),
  );
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5000).unref());
  const opened = await Promise.race([opening, late]);
  assert.notEqual(opened, 'late', 'every download started');
  if (opened !== 'late') for (const file of opened) file?.body.destroy();
});

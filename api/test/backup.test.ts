import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import { getMusic } from 'shared-ui/contracts/music';
import { getNews } from 'shared-ui/contracts/news';
import { getArticles } from 'shared-ui/contracts/pages';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { urlOf } from './contract-call.ts';
import { createTestEnvironment, onPostgres, startServerProcess } from './helpers.ts';
import { startS3Server } from './s3-server.ts';

const CLI = path.join(import.meta.dirname, '..', 'src', 'maintenance', 'cli.ts');

/** Runs `npm run backup|restore` as the operator would (the CLI behind them). */
function maintenance(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** What a visitor can read: the public lists, and the bytes of every song's audio and cover. */
async function snapshot(base: string) {
  const json = async (endpoint: Endpoint, query?: Record<string, string | number>) =>
    (await fetch(`${base}${urlOf(endpoint, { query })}`)).json();
  const songs = (await json(getMusic)) as { song_url: string; song_image_url: string }[];
  const media: Record<string, number> = {};
  for (const song of songs) {
    for (const url of [song.song_url, `images/${song.song_image_url}`]) {
      const response = await fetch(`${base}/api/${url}`);
      assert.equal(response.status, 200, url);
      media[url] = (await response.arrayBuffer()).byteLength;
    }
  }
  return {
    news: await json(getNews),
    articles: await json(getArticles, { priority: 'all', limit: 20 }),
    products: await json(fetchProducts),
    songs,
    media,
  };
}

if (onPostgres) {
  test('with DATABASE_URL the backup command says to use PostgreSQL’s own tools', async (t) => {
    const environment = await createTestEnvironment(t);
    const result = await maintenance(await environment.settings(), 'backup');
    assert.equal(result.code, 1);
    assert.match(result.output, /DATABASE_URL is set: back up PostgreSQL with pg_dump/);
  });

  test('with DATABASE_URL and S3_BUCKET the backup command says the bucket is backed up by its own means', async (t) => {
    const environment = await createTestEnvironment(t);
    const bucket = { S3_BUCKET: 'media', S3_REGION: 'eu-west-1' };
    const result = await maintenance(await environment.settings(bucket), 'backup');
    assert.equal(result.code, 1);
    assert.match(result.output, /pg_dump .* The media is in the bucket media, which this does not cover/);
  });
} else {
  test('a backup taken while the server runs restores the same site into an emptied DATA_DIR', async (t) => {
    const environment = await createTestEnvironment(t);
    const env = await environment.settings({ SEED: 'demo' });
    const backupDir = path.join(await mkdtemp(path.join(tmpdir(), 'backup-test-')), 'nightly');
    t.after(() => rm(path.dirname(backupDir), { recursive: true, force: true }));

    const server = await startServerProcess(t, env);
    const before = await snapshot(server.url);
    assert.ok(before.songs.length > 0 && Object.keys(before.media).length > 0);
    const taken = await maintenance(env, 'backup', backupDir);
    assert.equal(taken.code, 0, taken.output);
    assert.match(taken.output, /the database and \d+ uploaded files/);
    const refused = await maintenance(env, 'restore', backupDir);
    assert.equal(refused.code, 1);
    assert.match(refused.output, /The database is in use: stop the server before restoring\./);
    await server.stop();
    assert.ok(!existsSync(path.join(backupDir, 'uploads', '.tmp')), 'no upload in progress is kept');

    // The machine loses its data; the backup comes back.
    await rm(environment.dataDir, { recursive: true, force: true });
    const restored = await maintenance(env, 'restore', backupDir);
    assert.equal(restored.code, 0, restored.output);
    const restarted = await startServerProcess(t, env);
    assert.deepEqual(await snapshot(restarted.url), before);
    await restarted.stop();

    // A second restore keeps what it replaces.
    const again = await maintenance(env, 'restore', backupDir);
    assert.equal(again.code, 0, again.output);
    const kept = (await readdir(environment.dataDir)).filter((name) => name.startsWith('before-restore-'));
    assert.equal(kept.length, 1);
    assert.ok(existsSync(path.join(environment.dataDir, kept[0]!, 'app.db')));
  });

  test('restore refuses a folder that is not a backup, and backup a folder that is not empty', async (t) => {
    const environment = await createTestEnvironment(t);
    const env = await environment.settings();
    const notBackup = await maintenance(env, 'restore', environment.webRoot);
    assert.equal(notBackup.code, 1);
    assert.match(notBackup.output, /is not a backup/);
    await (await environment.build()).close();
    const notEmpty = await maintenance(env, 'backup', environment.webRoot);
    assert.equal(notEmpty.code, 1);
    assert.match(notEmpty.output, /is not empty; name a new folder/);
  });

  test('with S3_BUCKET a backup holds the database only, says so, and a restore leaves the bucket as it is', async (t) => {
    const bucket = await startS3Server(t);
    const environment = await createTestEnvironment(t);
    const env = await environment.settings({ ...bucket.env, SEED: 'demo' });
    const backupDir = path.join(await mkdtemp(path.join(tmpdir(), 'backup-test-')), 'nightly');
    t.after(() => rm(path.dirname(backupDir), { recursive: true, force: true }));

    const server = await startServerProcess(t, env);
    const before = await snapshot(server.url);
    const objects = await bucket.keys();
    assert.ok(objects.length > 0, 'the demo media is in the bucket');
    const taken = await maintenance(env, 'backup', backupDir);
    assert.equal(taken.code, 0, taken.output);
    assert.match(taken.output, /Backed up the database of .* to .*nightly\./);
    assert.match(
      taken.output,
      /The media is in the bucket media, which this does not cover: back it up by the bucket's own means \(versioning, replication\)\./,
    );
    const held = await readdir(backupDir);
    assert.ok(held.includes('app.db') && held.includes('backup.json'), held.join());
    assert.ok(!held.includes('uploads'), 'no uploads folder');
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'backup.json'), 'utf8')) as object;
    assert.deepEqual(
      { ...manifest, createdAt: '' },
      { createdAt: '', database: 'sqlite', media: 'bucket', files: 0, bytes: 0 },
    );
    await server.stop();

    await rm(path.join(environment.dataDir, 'app.db'));
    const restored = await maintenance(env, 'restore', backupDir);
    assert.equal(restored.code, 0, restored.output);
    assert.match(restored.output, /The media is in the bucket media, which this does not cover/);
    assert.deepEqual(await bucket.keys(), objects, 'the bucket as it was');
    const restarted = await startServerProcess(t, env);
    assert.deepEqual(await snapshot(restarted.url), before);
  });
}

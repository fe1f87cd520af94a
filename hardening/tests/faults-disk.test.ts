/**
 * A full disk under a running server (DATA_DIR on a small tmpfs, filled up): uploads and
 * writes are refused with a clear answer and leave nothing behind, reads go on, the database
 * stays sound, and once there is room again the same server stores uploads again.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { startServer } from '../../scripts/lib/server-process.ts';
import { recordFigures } from '../lib/figures.ts';
import { addSong, openDatabase, postJson, query, signUp, WITHOUT_COPIES } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';

const STORE = ['images', 'songs', 'videos', '.tmp'];
const storeFiles = (dataDir: string) =>
  STORE.flatMap((kind) =>
    readdirSync(path.join(dataDir, 'uploads', kind)).map((name) => `${kind}/${name}`),
  ).sort();

test('a full disk: uploads and writes refused cleanly, nothing half-stored, recovery once there is room', async (t) => {
  if (process.getuid?.() !== 0) assert.fail('This test mounts a small tmpfs: run it as root (CI does).');
  const dataDir = mkdtempSync('/tmp/hardening-full-disk-');
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dataDir]);
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED: 'demo',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...WITHOUT_COPIES,
  });
  t.after(async () => {
    await server.stop();
    execFileSync('umount', [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = server.url;
  const member = await signUp(base, 'disk');
  const [article] = query<{ id: number }>(
    dataDir,
    "select id from articles where status = 'published' limit 1",
  );
  const song = (title: string) => addSong(base, member, title);

  // Fill the disk, leaving less room than one upload needs.
  const filler = path.join(dataDir, 'filler');
  const { bavail, bsize } = statfsSync(dataDir);
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 8 * 1024)));
  const filesBefore = storeFiles(dataDir);

  const uploads = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await song(`full-disk song ${i}`);
    uploads.push({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  }
  for (const upload of uploads) {
    assert.equal(upload.status, 507, JSON.stringify(upload.body));
    assert.equal(
      upload.body.message ?? upload.body.error,
      'There is no room to store this right now. Please try again later.',
    );
  }
  assert.deepEqual(
    storeFiles(dataDir),
    filesBefore,
    'no file, whole or partial, was left by a refused upload',
  );

  const comments = [];
  for (let i = 0; i < 20; i += 1) {
    const comment = `full-disk comment ${i}`;
    const response = await postJson(
      base,
      addressOf(pages.addComment),
      { articleId: article!.id, comment, userId: member.id },
      member.cookie,
    );
    comments.push({ comment, status: response.status });
  }
  for (const { status } of comments) assert.ok(status < 300 || status === 507, `a write answered ${status}`);
  const reads = await fetch(`${base}${addressOf(pages.getArticles, { query: { priority: 'all' } })}`);
  assert.equal(reads.status, 200, 'reads go on');

  const db = openDatabase(dataDir);
  try {
    assert.equal(
      (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check,
      'ok',
    );
    const stored = new Set(
      db
        .prepare('select comment from article_comments')
        .all()
        .map((row) => row.comment as string),
    );
    for (const { comment, status } of comments) assert.equal(stored.has(comment), status < 300, comment);
    assert.equal(
      db.prepare("select count(*) as n from songs where song_title like 'full-disk%'").get()!.n,
      0,
    );
  } finally {
    db.close();
  }

  rmSync(filler);
  const after = await song('full-disk song after');
  assert.equal(after.status, 201, await after.text());
  recordFigures('faults: full disk', {
    'uploads refused (507) / tried': `${uploads.filter((upload) => upload.status === 507).length} / ${uploads.length}`,
    'small writes stored / refused (507)': `${comments.filter((c) => c.status < 300).length} / ${comments.filter((c) => c.status === 507).length}`,
    'files left by refused uploads': 0,
    'upload once there is room again': after.status,
  });
});

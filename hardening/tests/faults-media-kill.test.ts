/**
 * A server killed (SIGKILL) while it makes a reel's copies, then restarted on the same
 * DATA_DIR: the job, kept in the database, is taken again and finished; the reel is public with
 * its copies and poster, and no file of the killed attempt is left (temp files, or copies no
 * row names).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import * as reelsApi from 'shared-ui/contracts/reels';
import { addressOf } from '../../scripts/lib/api-address.ts';
import { startServer } from '../../scripts/lib/server-process.ts';
import { recordFigures } from '../lib/figures.ts';
import { postForm, query, signUp, startSite } from '../lib/site.ts';

/** A 720p clip with sound long enough that its copies take a few seconds. */
function clip(seconds: number): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'media-kill-'));
  const file = path.join(folder, 'clip.mp4');
  try {
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=500:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const WITH_FFMPEG = { FFMPEG_PATH: 'ffmpeg', FFPROBE_PATH: 'ffprobe', SEED: 'none' };

type Job = { state: string; attempts: number; progress: number; taken_by: string | null };
type Reel = {
  video: string;
  video_normal: string | null;
  video_low: string | null;
  poster: string | null;
  media_state: string;
};

async function until<T>(what: string, read: () => T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

test('killed while making copies and restarted: the job finishes, the reel is public with its copies, no orphan file', async (t) => {
  const server = await startSite(t, WITH_FFMPEG);
  const member = await signUp(server.url, 'media');
  const video = clip(30);
  const posted = await postForm(
    server.url,
    addressOf(reelsApi.createReel),
    { user_id: String(member.id), description: 'kill-test reel' },
    { video1: { bytes: video, name: 'clip.mp4', type: 'video/mp4' } },
    member.cookie,
  );
  assert.equal(posted.status, 201, await posted.clone().text());
  const { reel } = (await posted.json()) as { reel: { id: number } };

  const jobOf = () =>
    query<Job>(server.dataDir, 'select state, attempts, progress, taken_by from media_jobs')[0];
  const tempDir = path.join(server.dataDir, 'uploads', '.tmp');
  // Killed once the copies are under way: the job running, ffmpeg writing its temp files.
  await until(
    'the job to run',
    () => (jobOf()?.state === 'running' && readdirSync(tempDir).length > 1 ? true : undefined),
    120_000,
  );
  await sleep(1500);
  const running = jobOf()!;
  assert.equal(running.state, 'running', 'still running when killed');
  const tempAtKill = readdirSync(tempDir).length;
  server.child.kill('SIGKILL');
  await new Promise((resolve) => server.child.once('exit', resolve));
  const hidden = await fetch(`${server.url}/api/health`).catch(() => undefined);
  assert.equal(hidden, undefined, 'the server is gone');

  const restartedAt = Date.now();
  const restarted = await startServer({ DATA_DIR: server.dataDir, ...WITH_FFMPEG });
  t.after(() => restarted.stop());
  const reelRow = () =>
    query<Reel>(
      server.dataDir,
      'select video, video_normal, video_low, poster, media_state from reels where id = ?',
      reel.id,
    )[0];
  const done = await until(
    'the reel to be ready',
    () => (reelRow()?.media_state === 'ready' ? reelRow() : undefined),
    180_000,
  );
  const finishedIn = Date.now() - restartedAt;
  const job = jobOf()!;
  assert.equal(job.state, 'done');
  assert.equal(job.attempts, 2, 'one attempt killed, one finished');

  const listed = await fetch(`${restarted.url}${addressOf(reelsApi.getReel, { query: { id: reel.id } })}`);
  assert.equal(listed.status, 200);
  for (const name of [done.video_normal, done.video_low]) {
    const copy = await fetch(`${restarted.url}/api/videos/${name}`);
    assert.equal(copy.status, 200, name!);
  }
  assert.equal((await fetch(`${restarted.url}/api/images/${done.poster}`)).status, 200);

  // No orphan: the store holds the original, the two copies and the poster's widths; no temp file.
  const stem = done.video.replace(/\.mp4$/, '');
  assert.deepEqual(
    readdirSync(path.join(server.dataDir, 'uploads', 'videos')).sort(),
    [`${stem}-low.mp4`, `${stem}-normal.mp4`, done.video].sort(),
  );
  assert.ok(
    readdirSync(path.join(server.dataDir, 'uploads', 'images')).every((name) =>
      name.startsWith(`${stem}-poster`),
    ),
  );
  assert.deepEqual(readdirSync(tempDir), [], 'no temp file of the killed attempt');

  recordFigures('faults: SIGKILL during a media job', {
    'job when killed': `${running.state}, attempt ${running.attempts}`,
    'temp files at the kill / after the restart': `${tempAtKill} / 0`,
    'job attempts': job.attempts,
    'ready after the restart in': `${(finishedIn / 1000).toFixed(1)} s`,
  });
});

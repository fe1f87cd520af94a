/**
 * A server killed (SIGKILL, no chance to clean up) while members write and upload, then
 * restarted on the same DATA_DIR: the database opens sound, every write the server
 * acknowledged is there, no unfinished upload is served or left behind.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../../scripts/lib/server-process.ts';
import { recordFigures } from '../lib/figures.ts';
import {
  FULL,
  addSong,
  assets,
  openDatabase,
  postForm,
  postJson,
  query,
  signUp,
  startSite,
  WITHOUT_COPIES,
} from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as reelsApi from 'shared-ui/contracts/reels';
import * as youtubeApi from 'shared-ui/contracts/youtube';
import * as music from 'shared-ui/contracts/music';

const youtubeId = () => randomBytes(8).toString('base64url').slice(0, 11);

/** Runs `write` over and over until `running()` is false; a failed request just counts. */
async function keepWriting(running: () => boolean, write: (i: number) => Promise<void>) {
  for (let i = 0; running(); i += 1) {
    try {
      await write(i);
    } catch {
      // the server went away mid-request
    }
  }
}

/**
 * A multipart upload that sends its fields and the first half of its file, then stalls: an
 * upload in flight, as on a slow phone, when the server dies.
 */
function stalledUpload(base: string, url: string, cookie: string, fields: Record<string, string>) {
  const boundary = `----stalled${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead = `--${boundary}\r\ncontent-disposition: form-data; name="video1"; filename="clip.mp4"\r\ncontent-type: video/mp4\r\n\r\n`;
  const total =
    Buffer.byteLength(head + fileHead) + assets.mp4.length + Buffer.byteLength(`\r\n--${boundary}--\r\n`);
  const req = request(`${base}${url}`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': total },
  });
  const outcome = new Promise<string>((resolve) => {
    req.on('response', (response) => resolve(`answered ${response.statusCode}`));
    req.on('error', (error) => resolve(`failed: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
  });
  req.write(head + fileHead);
  req.write(assets.mp4.subarray(0, assets.mp4.length / 2));
  return outcome;
}

test('killed mid-write and restarted: sound database, every acknowledged write kept, no partial upload', async (t) => {
  const server = await startSite(t, { RATE_LIMIT_PER_MINUTE: '1000000' });
  const base = server.url;
  const member = await signUp(base, 'writer');
  const [article] = query<{ id: number }>(
    server.dataDir,
    "select id from articles where status = 'published' limit 1",
  );
  assert.ok(article, 'the demo content has a published article');

  const acked = { comments: [] as string[], youtube: [] as string[], songs: [] as string[] };
  let running = true;
  const isRunning = () => running;
  const writers = [
    keepWriting(isRunning, async (i) => {
      const comment = `kill-test comment ${i}`;
      const response = await postJson(
        base,
        addressOf(pages.addComment),
        { articleId: article.id, comment, userId: member.id },
        member.cookie,
      );
      if (response.ok) acked.comments.push(comment);
    }),
    keepWriting(isRunning, async () => {
      const videoId = youtubeId();
      const response = await postForm(
        base,
        addressOf(youtubeApi.createYoutube),
        { user_id: String(member.id), videoId, youtubedescription: 'kill-test video' },
        {},
        member.cookie,
      );
      if (response.ok) acked.youtube.push(videoId);
    }),
    keepWriting(isRunning, async (i) => {
      const song_title = `kill-test song ${i}`;
      const response = await addSong(base, member, song_title);
      if (response.ok) acked.songs.push(song_title);
    }),
  ];
  const stalled = [1, 2].map((n) =>
    stalledUpload(base, addressOf(reelsApi.createReel), member.cookie, {
      user_id: String(member.id),
      description: `kill-test stalled reel ${n}`,
    }),
  );

  await sleep(FULL ? 4000 : 1500);
  server.child.kill('SIGKILL');
  await new Promise((resolve) => server.child.once('exit', resolve));
  running = false;
  await Promise.all(writers);
  const stalledOutcomes = await Promise.all(stalled);
  const tempDir = path.join(server.dataDir, 'uploads', '.tmp');
  const leftByKill = (await readdir(tempDir)).length;

  const restarted = await startServer({ DATA_DIR: server.dataDir, SEED: 'demo', ...WITHOUT_COPIES });
  t.after(() => restarted.stop());

  const db = openDatabase(server.dataDir);
  try {
    assert.equal(
      (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check,
      'ok',
    );
    const column = (sql: string) =>
      new Set(
        db
          .prepare(sql)
          .all()
          .map((row) => Object.values(row)[0] as string),
      );
    const comments = column('select comment from article_comments');
    const videos = column('select video_id from youtube_entries');
    const songs = column('select song_title from songs');
    const reels = column('select description from reels');
    for (const comment of acked.comments) assert.ok(comments.has(comment), `acknowledged: ${comment}`);
    for (const videoId of acked.youtube) assert.ok(videos.has(videoId), `acknowledged video ${videoId}`);
    for (const title of acked.songs) assert.ok(songs.has(title), `acknowledged: ${title}`);
    assert.ok(
      ![...reels].some((text) => text.startsWith('kill-test stalled')),
      'no unfinished reel was saved',
    );

    // Every song saved in the run, acknowledged or not, is listed and served whole (the list
    // read page by page: a fast server saves more songs than one page holds).
    type Listed = { song_title: string; song_url: string; song_image_url: string };
    const listed: Listed[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await fetch(
        `${restarted.url}${addressOf(music.getMusic, { query: { search: 'kill-test', limit: 100, page } })}`,
      );
      const songsOfPage = (await answer.json()) as Listed[];
      listed.push(...songsOfPage);
      if (songsOfPage.length < 100) break;
    }
    const saved = listed.filter((song) => song.song_title.startsWith('kill-test song '));
    assert.equal(saved.length, [...songs].filter((title) => title.startsWith('kill-test song ')).length);
    for (const song of saved) {
      const audio = await fetch(`${restarted.url}/api/${song.song_url}`);
      assert.equal(audio.status, 200, song.song_title);
      assert.deepEqual(
        Buffer.from(await audio.arrayBuffer()),
        assets.mp3,
        `${song.song_title}: the whole file`,
      );
      assert.equal((await fetch(`${restarted.url}/api/images/${song.song_image_url}`)).status, 200);
    }
    assert.deepEqual(await readdir(tempDir), [], 'the restart removed every unfinished upload');

    recordFigures('faults: SIGKILL during writes', {
      'acknowledged comments / found': `${acked.comments.length} / ${acked.comments.filter((c) => comments.has(c)).length}`,
      'acknowledged videos / found': `${acked.youtube.length} / ${acked.youtube.filter((v) => videos.has(v)).length}`,
      'acknowledged songs / found': `${acked.songs.length} / ${acked.songs.filter((s) => songs.has(s)).length}`,
      'songs saved (acknowledged or not), served whole': saved.length,
      'uploads in flight at the kill': stalledOutcomes.join(', '),
      'unfinished upload files after the kill / after restart': `${leftByKill} / 0`,
      'integrity_check after restart': 'ok',
    });
  } finally {
    db.close();
  }
  assert.ok(
    acked.comments.length > 0 && acked.youtube.length > 0 && acked.songs.length > 0,
    'every writer was acknowledged at least once',
  );
});

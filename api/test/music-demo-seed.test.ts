import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { getMusic } from 'shared-ui/contracts/music';
import { getReels } from 'shared-ui/contracts/reels';
import { getUserMusic } from 'shared-ui/contracts/users';
import { fetchMetadata, getUserYoutube } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { ASSETS, asset, get } from './media-helpers.ts';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const files = readdirSync(ASSETS);
const assetHashes = new Set(files.map((name) => sha(asset(name))));

/** GETs a media path and checks it is served with the type expected. */
async function served(app: App, url: string, type: RegExp): Promise<Buffer> {
  const response = await get(app, url);
  assert.equal(response.statusCode, 200, url);
  assert.match(response.headers['content-type'] as string, type, url);
  return response.rawPayload;
}

test('the committed demo media are small: 3+ distinct MP3s (≤ 60 KB), 2+ MP4s (≤ 200 KB)', () => {
  const songs = files.filter((name) => name.endsWith('.mp3'));
  const videos = files.filter((name) => name.endsWith('.mp4'));
  assert.ok(songs.length >= 3 && videos.length >= 2, files.join(', '));
  assert.equal(new Set(songs.map((name) => sha(asset(name)))).size, songs.length, 'distinct songs');
  for (const name of songs) assert.ok(statSync(path.join(ASSETS, name)).size <= 60 * 1024, name);
  for (const name of videos) assert.ok(statSync(path.join(ASSETS, name)).size <= 200 * 1024, name);
});

test('the demo seed fills music, reels, YouTube entries and featured videos, all playable', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'demo' } });

  const songs = (await callEndpoint(app, getMusic)).json();
  assert.ok(songs.length >= 8, `${songs.length} songs`);
  assert.ok(new Set(songs.map((song: { category: string }) => song.category)).size >= 3, 'three categories');
  for (const song of songs) {
    const audio = await served(app, `/api/${song.song_url}`, /^audio\/mpeg/);
    assert.ok(assetHashes.has(sha(audio)), 'seeding copies the committed file as it is');
    await served(app, `/api/images/${song.song_image_url}`, /^image\/webp/);
  }
  const ranged = await app.inject({
    method: 'GET',
    url: `/api/${songs[0].song_url}`,
    headers: { range: 'bytes=0-99' },
  });
  assert.equal(ranged.statusCode, 206);
  const liked = (await callEndpoint(app, getMusic, { query: { sort: 'liked' } })).json();
  assert.ok(liked[0].likes_count >= liked.at(-1).likes_count);
  const kadzo = (await callEndpoint(app, getMusic, { query: { search: 'kadzo' } })).json();
  assert.ok(kadzo.length >= 2, 'search finds an artist');

  const reels = (await callEndpoint(app, getReels)).json().data;
  assert.ok(reels.length >= 4, `${reels.length} reels`);
  for (const reel of reels) {
    assert.ok(assetHashes.has(sha(await served(app, `/api/videos/${reel.video}`, /^video\/mp4/))));
  }

  const { videos } = (await callEndpoint(app, fetchMetadata)).json();
  assert.ok(videos.length >= 4, `${videos.length} featured videos`);
  assert.ok(new Set(videos.map((video: { views: number }) => video.views)).size >= 3, 'varied views');
  assert.ok(
    new Set(videos.map((video: { total_likes: number }) => video.total_likes)).size >= 3,
    'varied likes',
  );
  for (const video of videos) {
    assert.ok(video.comments.length >= 3, `${video.video_name}: ${video.comments.length} comments`);
    assert.match(video.video_url, /^\/api\/videos\//);
    await served(app, video.video_url, /^video\/mp4/);
  }

  const artist = kadzo[0].user_id;
  const ownMusic = (await callEndpoint(app, getUserMusic, { query: { userid: artist } })).json();
  assert.ok(ownMusic.data.length >= 2);
  const youtube = (await callEndpoint(app, getUserYoutube, { query: { userid: artist } })).json();
  assert.ok(youtube.data.length >= 1);
  assert.match(youtube.data[0].video_url, /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  let entries = 0;
  for (const id of new Set<number>(songs.map((song: { user_id: number }) => song.user_id))) {
    entries += (await callEndpoint(app, getUserYoutube, { query: { userid: id } })).json().data.length;
  }
  assert.ok(entries >= 3, `${entries} YouTube entries`);
});

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { getMusic, likeSong, type MusicQuery } from 'shared-ui/contracts/music';
import type { App } from '../src/app.ts';
import { MUSIC_PAGE_SIZE, mediaMessages } from '../src/schemas/music.ts';
import { messages } from '../src/messages.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { rowCount } from './media-helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

interface SongAnswer {
  id: number;
  song_title: string;
  song_artist: string;
  category: string;
  likes_count: number;
  created_on: string;
  song_image_url: string;
  song_url: string;
  user_id: number;
  user_name: string;
  album_cover?: string;
}

/** [title, artist, category, likes, day of May 2026]. */
const CATALOGUE: [string, string, string, number, number][] = [
  ['Kayamba ya Pwani', 'Kahindi Baya', 'Traditional', 12, 1],
  ['Mwezi wa Kilifi', 'Kadzo Mwanajuma', 'Taarab', 40, 2],
  ['Bango Nights', 'Dama Kazungu', 'Bango', 7, 3],
  ['Kaya Moyoni', 'Karisa Chiruma', 'Afro-fusion', 40, 4],
  ['Giriama Harvest', 'Kahindi Baya', 'Traditional', 3, 5],
];

/** An app with the catalogue above, uploaded by one member (rows written directly). */
async function withCatalogue(t: TestContext) {
  const app = await buildTestApp(t);
  const artist = await registerAndLogin(app, { username: 'Kahindi' });
  for (const [index, [title, songArtist, category, likes, day]] of CATALOGUE.entries()) {
    const date = `2026-05-0${day}T10:00:00.000Z`;
    await app.db
      .insertInto('songs')
      .values({
        song_title: title,
        song_artist: songArtist,
        category,
        small_description: `About ${title}`,
        likes_count: likes,
        user_id: artist.user.id,
        song_image: `cover${index}xxxxxxxxxxxxxxxx.webp`,
        song_file: `audio${index}xxxxxxxxxxxxxxxx.mp3`,
        created_on: date,
        updated_at: date,
      })
      .execute();
  }
  return { app, artist };
}

const titles = (songs: SongAnswer[]) => songs.map((song) => song.song_title);

const music = async (app: App, query?: Partial<MusicQuery>) => {
  const response = await callEndpoint(app, getMusic, { query });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<SongAnswer[]>();
};

test('get-music answers an array of songs with the fields the pages read', async (t) => {
  const { app, artist } = await withCatalogue(t);
  const songs = await music(app);
  assert.ok(Array.isArray(songs));
  assert.equal(songs.length, CATALOGUE.length);
  const first = songs[0]!;
  assert.deepEqual(Object.keys(first).sort(), [
    'category',
    'created_on',
    'duration',
    'id',
    'likes_count',
    'small_description',
    'song_artist',
    'song_image_url',
    'song_low_url',
    'song_normal_url',
    'song_title',
    'song_url',
    'updated_at',
    'user_id',
    'user_name',
  ]);
  assert.equal(first.song_title, 'Giriama Harvest');
  assert.equal(first.song_image_url, 'cover4xxxxxxxxxxxxxxxx.webp');
  assert.equal(first.song_url, 'songs/audio4xxxxxxxxxxxxxxxx.mp3');
  assert.equal(first.user_id, artist.user.id);
  assert.equal(first.user_name, 'Kahindi');
  assert.equal(first.created_on, '2026-05-05T10:00:00.000Z');
});

test('get-music sorts by recent (default), liked and category', async (t) => {
  const { app } = await withCatalogue(t);
  const recent = ['Giriama Harvest', 'Kaya Moyoni', 'Bango Nights', 'Mwezi wa Kilifi', 'Kayamba ya Pwani'];
  assert.deepEqual(titles(await music(app)), recent);
  assert.deepEqual(titles(await music(app, { sort: 'recent', search: '' })), recent);
  assert.deepEqual(titles(await music(app, { sort: '' })), recent);
  // Equal likes: the newer song first.
  assert.deepEqual(titles(await music(app, { sort: 'liked' })), [
    'Kaya Moyoni',
    'Mwezi wa Kilifi',
    'Kayamba ya Pwani',
    'Bango Nights',
    'Giriama Harvest',
  ]);
  // Categories A to Z, the newest first within one.
  assert.deepEqual(titles(await music(app, { sort: 'category' })), [
    'Kaya Moyoni',
    'Bango Nights',
    'Mwezi wa Kilifi',
    'Giriama Harvest',
    'Kayamba ya Pwani',
  ]);
  const bad = await callUnchecked(app, getMusic, { query: { sort: 'loudest' } });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().status, 'error');
});

test('get-music searches titles and artists by word beginnings, in the chosen order', async (t) => {
  const { app } = await withCatalogue(t);
  assert.deepEqual(titles(await music(app, { search: 'kilifi' })), ['Mwezi wa Kilifi']);
  assert.deepEqual(titles(await music(app, { search: 'Kahindi' })), ['Giriama Harvest', 'Kayamba ya Pwani']);
  assert.deepEqual(titles(await music(app, { search: 'kahindi', sort: 'liked' })), [
    'Kayamba ya Pwani',
    'Giriama Harvest',
  ]);
  assert.deepEqual(titles(await music(app, { search: 'kay' })), ['Kaya Moyoni', 'Kayamba ya Pwani']);
  assert.deepEqual(titles(await music(app, { search: 'kaya moy' })), ['Kaya Moyoni']);
  assert.deepEqual(await music(app, { search: 'benga' }), []);
  assert.equal((await music(app, { search: '"\'*;' })).length, CATALOGUE.length, 'no words: no search');
});

test('get-music pages with page and limit', async (t) => {
  const { app } = await withCatalogue(t);
  assert.deepEqual(titles(await music(app, { limit: 2 })), ['Giriama Harvest', 'Kaya Moyoni']);
  assert.deepEqual(titles(await music(app, { limit: 2, page: 3 })), ['Kayamba ya Pwani']);
  assert.deepEqual(await music(app, { limit: 2, page: 4 }), []);
  assert.equal(MUSIC_PAGE_SIZE, 50);
  for (const query of ['limit=0', 'limit=101', 'page=0', 'page=x']) {
    assert.equal((await callUnchecked(app, getMusic, { query })).statusCode, 400, query);
  }
});

test('get-music?id= answers one song with album_cover; 404 for an unknown one', async (t) => {
  const { app } = await withCatalogue(t);
  const [listed] = await music(app, { search: 'bango' });
  const response = await callEndpoint(app, getMusic, { query: { id: listed!.id } });
  assert.equal(response.statusCode, 200);
  const song = response.json<SongAnswer>();
  assert.equal(Array.isArray(song), false);
  assert.deepEqual(song, { ...listed, album_cover: listed!.song_image_url });

  const unknown = await callEndpoint(app, getMusic, { query: { id: 9999 } });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: 'Song not found.' });
  assert.equal((await callUnchecked(app, getMusic, { query: { id: 'abc' } })).statusCode, 400);
});

const like = (app: App, id: number | string, body: unknown) =>
  callUnchecked(app, likeSong, { params: { id }, body });

test('anyone may like a song and take the like back; the count never goes below 0', async (t) => {
  const { app } = await withCatalogue(t);
  const [song] = await music(app, { search: 'giriama' });
  assert.equal(song!.likes_count, 3);
  assert.deepEqual((await like(app, song!.id, { liked: true })).json(), { success: true, likes_count: 4 });
  for (const expected of [3, 2, 1, 0, 0, 0]) {
    const response = await like(app, song!.id, { liked: false });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, likes_count: expected });
  }
  const [after] = await music(app, { search: 'giriama' });
  assert.equal(after!.likes_count, 0);
});

test('concurrent likes and unlikes are all counted (atomic updates)', async (t) => {
  const { app } = await withCatalogue(t);
  const [song] = await music(app, { search: 'kilifi' });
  await Promise.all(Array.from({ length: 30 }, () => like(app, song!.id, { liked: true })));
  assert.equal((await music(app, { search: 'kilifi' }))[0]!.likes_count, 70);
  // More unlikes than likes at once: the count stops at 0.
  await Promise.all(Array.from({ length: 80 }, () => like(app, song!.id, { liked: false })));
  assert.equal((await music(app, { search: 'kilifi' }))[0]!.likes_count, 0);
});

test('likes from one address are limited to 120 a minute', async (t) => {
  const { app } = await withCatalogue(t);
  const [song] = await music(app, { search: 'bango' });
  for (let index = 0; index < 120; index += 1) await like(app, song!.id, { liked: true });
  const flood = await like(app, song!.id, { liked: true });
  assert.equal(flood.statusCode, 429);
  assert.deepEqual(flood.json(), { success: false, message: messages.tooManyRequests });
  assert.equal((await music(app, { search: 'bango' }))[0]!.likes_count, 127);
});

test('a like for an unknown song is 404; a bad like is 400; nothing changes', async (t) => {
  const { app } = await withCatalogue(t);
  const before = await music(app);
  const unknown = await like(app, 9999, { liked: true });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { success: false, message: mediaMessages.songNotFound });
  for (const payload of [{}, { liked: 'maybe' }, []]) {
    const response = await like(app, before[0]!.id, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().success, false);
    assert.ok(response.json().message);
  }
  assert.equal((await like(app, 'abc', { liked: true })).statusCode, 400);
  assert.deepEqual(await music(app), before);
  assert.equal(await rowCount(app, 'songs'), CATALOGUE.length);
});

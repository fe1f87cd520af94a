import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import * as music from 'shared-ui/contracts/music';
import { deleteMusic, getUserMusic } from 'shared-ui/contracts/users';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import type { App } from '../src/app.ts';
import { mediaMessages } from '../src/schemas/music.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import {
  assertNoFiles,
  filePart,
  get,
  jpeg,
  mp3,
  mp4,
  rowCount,
  storedFiles,
  type FilePart,
} from './media-helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const fieldsFor = (session: TestSession, overrides: Record<string, string> = {}) => ({
  user_id: String(session.user.id),
  song_title: 'Kayamba ya Pwani',
  song_artist: 'Kahindi Baya',
  small_description: 'Rattles and drums from a Giriama harvest dance.',
  category: 'Traditional',
  ...overrides,
});

const filesFor = async (overrides: Record<string, FilePart | undefined> = {}) => {
  const files: Record<string, FilePart | undefined> = {
    song_image: filePart(await jpeg(), 'cover.jpg', 'image/jpeg'),
    song_file: filePart(mp3, 'song.mp3', 'audio/mpeg'),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(files).filter(([, file]) => file !== undefined)) as Record<
    string,
    FilePart
  >;
};

const addMusic = async (app: App, session: TestSession, fields = {}, files = {}) =>
  callEndpoint(app, music.addMusic, {
    form: { fields: fieldsFor(session, fields), files: await filesFor(files) },
    session,
  });

test('a member uploads a song: 201 with the song; the audio plays with Range and the cover is served', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app, { username: 'Kahindi' });
  const response = await addMusic(app, member);
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json();
  assert.equal(body.status, 'success');
  assert.equal(body.message, account.create.musicUploaded);
  const { song } = body;
  assert.equal(song.song_title, 'Kayamba ya Pwani');
  assert.equal(song.song_artist, 'Kahindi Baya');
  assert.equal(song.category, 'Traditional');
  assert.equal(song.likes_count, 0);
  assert.equal(song.user_id, member.user.id);
  assert.equal(song.user_name, 'Kahindi');
  assert.match(song.song_image_url, /^[A-Za-z0-9_-]{22}\.webp$/);
  assert.match(song.song_url, /^songs\/[A-Za-z0-9_-]{22}\.mp3$/);

  const audio = await get(app, `/api/${song.song_url}`);
  assert.equal(audio.statusCode, 200);
  assert.match(audio.headers['content-type'] as string, /^audio\/mpeg/);
  assert.deepEqual(audio.rawPayload, mp3, 'stored as sent');
  const part = await app.inject({
    method: 'GET',
    url: `/api/${song.song_url}`,
    headers: { range: 'bytes=100-199' },
  });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 100-199/${mp3.length}`);
  assert.deepEqual(part.rawPayload, mp3.subarray(100, 200));

  const cover = await get(app, `/api/images/${song.song_image_url}`);
  assert.equal(cover.statusCode, 200);
  assert.equal((await sharp(cover.rawPayload).metadata()).format, 'webp');
  const small = await get(app, `/api/images/${song.song_image_url.replace('.webp', '-w480.webp')}`);
  assert.equal(small.statusCode, 200);

  // Without ffmpeg (the tests' default: media-jobs.test.ts makes copies) it is ready as uploaded.
  const { processing, ...shown } = song;
  assert.deepEqual(processing, { state: 'ready', progress: 100, error: null });
  const listed = await callEndpoint(app, music.getMusic);
  assert.deepEqual(listed.json(), [shown]);
  assert.deepEqual((await storedFiles(app))['.tmp'], []);
});

test('an MP4 is accepted as a song file; long title, artist and category are cut to 50', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const long = 'x'.repeat(70);
  const response = await addMusic(
    app,
    member,
    { song_title: `  ${long}`, song_artist: long, category: long },
    { song_file: filePart(mp4, 'clip.mp4', 'video/mp4') },
  );
  assert.equal(response.statusCode, 201, response.body);
  const { song } = response.json();
  assert.equal(song.song_title, 'x'.repeat(50));
  assert.equal(song.song_artist, 'x'.repeat(50));
  assert.equal(song.category, 'x'.repeat(50));
  assert.match(song.song_url, /\.mp4$/);
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512, 0),
]);
const wav = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WAVEfmt '),
  Buffer.alloc(2048, 1),
]);

const refusals: [string, Record<string, string>, Record<string, FilePart | undefined>, number, string][] = [
  ['no title', { song_title: '  ' }, {}, 400, 'Title is required.'],
  ['no artist', { song_artist: '' }, {}, 400, 'Artist is required.'],
  ['no description', { small_description: ' ' }, {}, 400, 'Description is required.'],
  [
    'a description over 300',
    { small_description: 'y'.repeat(301) },
    {},
    400,
    'Description must be at most 300 characters.',
  ],
  ['no category', { category: '' }, {}, 400, 'Category is required.'],
  ['no cover image', {}, { song_image: undefined }, 400, 'The cover image is required.'],
  ['no song file', {}, { song_file: undefined }, 400, 'The song file is required.'],
  [
    'a cover that is not an image',
    {},
    { song_image: filePart(mp3, 'cover.jpg', 'image/jpeg') },
    415,
    'The cover image must be an image file.',
  ],
  [
    'a WAV song file',
    {},
    { song_file: filePart(wav, 'song.mp3', 'audio/mpeg') },
    415,
    account.create.invalidFileType,
  ],
  [
    'an empty song file',
    {},
    { song_file: filePart(Buffer.alloc(0), 'x.mp3', 'audio/mpeg') },
    400,
    'The song file is required.',
  ],
  [
    'an image as song file',
    {},
    { song_file: filePart(png, 'song.mp3', 'audio/mpeg') },
    415,
    account.create.invalidFileType,
  ],
  ['no user_id', { user_id: '' }, {}, 400, mediaMessages.userIdRequired],
];

for (const [what, fields, files, status, message] of refusals) {
  test(`add_music with ${what} is refused (${status}) and stores nothing`, async (t) => {
    const app = await buildTestApp(t);
    const member = await registerAndLogin(app);
    const response = await addMusic(app, member, fields, files);
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(response.json(), { status: 'error', message });
    assert.equal(await rowCount(app, 'songs'), 0);
    await assertNoFiles(app, what);
  });
}

test('a song file over 10MB is refused with the spec text while it streams; nothing is stored', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const big = Buffer.concat([mp3, Buffer.alloc(10 * 1024 * 1024, 0)]);
  const response = await addMusic(app, member, {}, { song_file: filePart(big, 'long.mp3', 'audio/mpeg') });
  assert.equal(response.statusCode, 413);
  assert.deepEqual(response.json(), { status: 'error', message: account.create.fileTooLarge });
  assert.equal(await rowCount(app, 'songs'), 0);
  await assertNoFiles(app, 'too large');
});

test('add_music: guests get 401, another member id 403 (admins too); nothing is stored', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);

  const guest = await callEndpoint(app, music.addMusic, {
    form: { fields: fieldsFor(member), files: await filesFor() },
  });
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { status: 'error', message: 'Not logged in.' });

  for (const caller of [other, admin]) {
    const response = await callEndpoint(app, music.addMusic, {
      form: { fields: fieldsFor(member), files: await filesFor() },
      session: caller,
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { status: 'error', message: mediaMessages.ownAccountOnly });
  }
  assert.equal(await rowCount(app, 'songs'), 0);
  await assertNoFiles(app, 'refused callers');

  const notMultipart = await callUnchecked(app, music.addMusic, { body: fieldsFor(member), session: member });
  assert.equal(notMultipart.statusCode, 415);
  assert.equal(notMultipart.json().status, 'error');
});

test("get_user_music lists a member's songs, newest first, or says 'No music found.'", async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const ownMusic = (limit?: number) =>
    callEndpoint(app, getUserMusic, { query: { userid: member.user.id, limit } });
  const empty = await ownMusic();
  assert.equal(empty.statusCode, 200);
  assert.deepEqual(empty.json(), {
    status: 'success',
    data: [],
    message: texts.music.none,
    page: 1,
    hasMore: false,
  });

  const first = (await addMusic(app, member, { song_title: 'First' })).json().song;
  const second = (await addMusic(app, member, { song_title: 'Second' })).json().song;
  await addMusic(app, other, { song_title: 'Not mine' });
  const listed = (await ownMusic()).json();
  assert.equal(listed.status, 'success');
  assert.equal(listed.message, mediaMessages.musicFound);
  assert.deepEqual(
    listed.data.map((song: { id: number }) => song.id),
    [second.id, first.id],
  );
  // The upload's answer, and where the song stands with the moderators (My Music shows it).
  assert.deepEqual(listed.data[0], { ...second, moderation: null });

  const paged = (await ownMusic(1)).json();
  assert.equal(paged.data.length, 1);
  assert.equal(paged.hasMore, true);

  for (const query of ['', 'userid=', 'userid=abc', 'userid=0']) {
    const response = await callUnchecked(app, getUserMusic, { query });
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json(), { status: 'error', message: mediaMessages.badUserId });
  }
});

test('delete_music: owner and admin may delete (row then files); others may not', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const owner = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const first = (await addMusic(app, owner)).json().song;
  const second = (await addMusic(app, owner)).json().song;
  const remove = (musicId: unknown, session?: TestSession) =>
    callUnchecked(app, deleteMusic, { body: { musicId }, session });

  const guest = await remove(first.id);
  assert.equal(guest.statusCode, 401);
  const stranger = await remove(first.id, other);
  assert.equal(stranger.statusCode, 403);
  assert.deepEqual(stranger.json(), { status: 'error', message: mediaMessages.ownContentOnly });
  assert.equal((await remove('abc', owner)).statusCode, 400);
  assert.equal((await callUnchecked(app, deleteMusic, { body: {}, session: owner })).statusCode, 400);
  assert.equal(await rowCount(app, 'songs'), 2);
  assert.equal((await storedFiles(app)).songs!.length, 2);

  const byOwner = await remove(first.id, owner);
  assert.equal(byOwner.statusCode, 200);
  assert.deepEqual(byOwner.json(), { status: 'success', message: 'Music deleted.' });
  assert.equal((await get(app, `/api/${first.song_url}`)).statusCode, 404);
  assert.equal((await get(app, `/api/images/${first.song_image_url}`)).statusCode, 404);

  const byAdmin = await remove(second.id, admin);
  assert.equal(byAdmin.statusCode, 200);
  await assertNoFiles(app, 'both songs deleted');
  assert.equal(await rowCount(app, 'songs'), 0);

  const again = await remove(second.id, owner);
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { status: 'error', message: mediaMessages.songNotFound });
});

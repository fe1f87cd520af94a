import assert from 'node:assert/strict';
import { test } from 'node:test';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { createYoutube, deleteYoutube, getUserYoutube } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { youtubeVideoId } from '../src/rules/youtube.ts';
import { mediaMessages } from '../src/schemas/music.ts';
import { youtubeMessages } from '../src/schemas/youtube.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { assertNoFiles, filePart, mp4, rowCount } from './media-helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const ID = 'Kx9pR2mTq4A';

const addYoutube = (app: App, session: TestSession, fields: Record<string, string> = {}) =>
  callEndpoint(app, createYoutube, {
    form: {
      fields: {
        user_id: String(session.user.id),
        videoId: ID,
        youtubedescription: 'Drum workshop',
        ...fields,
      },
      files: {},
    },
    session,
  });

test('youtubeVideoId takes an id or the usual YouTube links, nothing else', () => {
  for (const input of [
    ID,
    `  ${ID} `,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
    `http://m.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
  ]) {
    assert.equal(youtubeVideoId(input), ID, input);
  }
  for (const input of [
    '',
    'short',
    `${ID}x`,
    'Kx9pR2mTq4!',
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch`,
    `javascript:alert('${ID}')`,
    `ftp://youtube.com/watch?v=${ID}`,
  ]) {
    assert.equal(youtubeVideoId(input), null, input);
  }
  assert.equal(youtubeVideoId(`http://www.youtube.com/watch?v=${ID}`, { httpsOnly: true }), null);
  assert.equal(youtubeVideoId(ID, { httpsOnly: true }), null);
  assert.equal(youtubeVideoId(`https://www.youtube.com/embed/${ID}`, { httpsOnly: true }), ID);
});

test('a member adds a YouTube video by id or link: 201 with the entry and its watch address', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const response = await addYoutube(app, member, { youtubedescription: '  Drum workshop  ' });
  assert.equal(response.statusCode, 201, response.body);
  const { status, message, entry } = response.json();
  assert.equal(status, 'success');
  assert.equal(message, account.create.youtubeAdded);
  assert.equal(entry.video_id, ID);
  assert.equal(entry.video_url, `https://www.youtube.com/watch?v=${ID}`);
  assert.equal(entry.description, 'Drum workshop');
  assert.equal(entry.likes_count, 0);
  assert.match(entry.date_created, /^\d{4}-\d{2}-\d{2}T/);

  const byLink = await addYoutube(app, member, { videoId: `https://youtu.be/${ID}` });
  assert.equal(byLink.statusCode, 201);
  assert.equal(byLink.json().entry.video_url, `https://www.youtube.com/watch?v=${ID}`);
  const long = await addYoutube(app, member, { youtubedescription: 'y'.repeat(300) });
  assert.equal(long.statusCode, 201, 'the description is sent cut at 300');
});

const refusals: [string, Record<string, string>, string][] = [
  ['no video id', { videoId: ' ' }, 'The video ID is required.'],
  ['a bad video id', { videoId: 'not a video' }, youtubeMessages.invalidVideoId],
  ['a link elsewhere', { videoId: `https://vimeo.com/${ID}` }, youtubeMessages.invalidVideoId],
  ['no description', { youtubedescription: '' }, 'Description is required.'],
  [
    'a description over 300',
    { youtubedescription: 'y'.repeat(301) },
    'Description must be at most 300 characters.',
  ],
  ['no user_id', { user_id: '' }, mediaMessages.userIdRequired],
];

for (const [what, fields, message] of refusals) {
  test(`create_youtube with ${what} is refused and writes nothing`, async (t) => {
    const app = await buildTestApp(t);
    const member = await registerAndLogin(app);
    const response = await addYoutube(app, member, fields);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), { status: 'error', message });
    assert.equal(await rowCount(app, 'youtube_entries'), 0);
  });
}

test('create_youtube: guests 401, another member id 403 (admins too), no files, multipart only', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const fields = { user_id: String(member.user.id), videoId: ID, youtubedescription: 'Mine' };
  assert.equal((await callEndpoint(app, createYoutube, { form: { fields, files: {} } })).statusCode, 401);
  for (const caller of [other, admin]) {
    const response = await callEndpoint(app, createYoutube, { form: { fields, files: {} }, session: caller });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { status: 'error', message: mediaMessages.ownAccountOnly });
  }
  const withFile = await callEndpoint(app, createYoutube, {
    form: { fields, files: { video1: filePart(mp4, 'a.mp4', 'video/mp4') } },
    session: member,
  });
  assert.equal(withFile.statusCode, 400);
  assert.equal((await callUnchecked(app, createYoutube, { body: fields, session: member })).statusCode, 415);
  assert.equal(await rowCount(app, 'youtube_entries'), 0);
  await assertNoFiles(app, 'no file is ever stored');
});

test("get_user_youtube lists a member's entries with the fields the list reads, or the spec's empty text", async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const ownEntries = () => callEndpoint(app, getUserYoutube, { query: { userid: member.user.id } });
  const empty = (await ownEntries()).json();
  assert.deepEqual(empty, {
    status: 'success',
    data: [],
    message: texts.youtube.none,
    page: 1,
    hasMore: false,
  });

  const first = (await addYoutube(app, member, { youtubedescription: 'First' })).json().entry;
  const second = (await addYoutube(app, member, { youtubedescription: 'Second' })).json().entry;
  await addYoutube(app, other);
  const listed = (await ownEntries()).json();
  assert.equal(listed.status, 'success');
  assert.equal(listed.message, youtubeMessages.videosFound);
  assert.deepEqual(listed.data, [second, first]);
  assert.deepEqual(Object.keys(first).sort(), [
    'date_created',
    'description',
    'id',
    'likes_count',
    'video_id',
    'video_url',
  ]);
  const bad = await callEndpoint(app, getUserYoutube, { query: { userid: -1 } });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json(), { status: 'error', message: mediaMessages.badUserId });
});

test('delete_youtube: owner and admin may delete; guests and other members may not', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const owner = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const first = (await addYoutube(app, owner)).json().entry;
  const second = (await addYoutube(app, owner)).json().entry;
  const remove = (videoId: unknown, session?: TestSession) =>
    callUnchecked(app, deleteYoutube, { body: { videoId }, session });

  assert.equal((await remove(first.id)).statusCode, 401);
  const stranger = await remove(first.id, other);
  assert.equal(stranger.statusCode, 403);
  assert.deepEqual(stranger.json(), { status: 'error', message: mediaMessages.ownContentOnly });
  assert.equal((await remove(ID, owner)).statusCode, 400, 'the entry id, not the YouTube id');
  assert.equal(await rowCount(app, 'youtube_entries'), 2);

  const byOwner = await remove(first.id, owner);
  assert.equal(byOwner.statusCode, 200);
  assert.deepEqual(byOwner.json(), { status: 'success', message: youtubeMessages.entryDeleted });
  assert.equal((await remove(second.id, admin)).statusCode, 200);
  assert.equal(await rowCount(app, 'youtube_entries'), 0);
  const again = await remove(second.id, owner);
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { status: 'error', message: youtubeMessages.entryNotFound });
});

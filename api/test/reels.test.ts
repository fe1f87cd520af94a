import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as reels from 'shared-ui/contracts/reels';
import { deleteReel, getUserReels } from 'shared-ui/contracts/users';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import type { App } from '../src/app.ts';
import { mediaMessages } from '../src/schemas/music.ts';
import { REELS_PAGE_SIZE } from '../src/schemas/reels.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import {
  assertNoFiles,
  filePart,
  get,
  mp3,
  mp4,
  rowCount,
  storedFiles,
  type FilePart,
} from './media-helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const video = filePart(mp4, 'clip.mp4', 'video/mp4');

const createReel = (
  app: App,
  session: TestSession,
  fields: Record<string, string> = {},
  files: Record<string, FilePart> = { video1: video },
) =>
  callEndpoint(app, reels.createReel, {
    form: {
      fields: { user_id: String(session.user.id), description: 'Chakacha practice', ...fields },
      files,
    },
    session,
  });

test('a member posts a reel: 201 with the reel, the video is served as sent', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app, { username: 'Dama' });
  const response = await createReel(app, member, { description: '  Chakacha practice  ' });
  assert.equal(response.statusCode, 201, response.body);
  const { status, message, reel } = response.json();
  assert.equal(status, 'success');
  assert.equal(message, account.create.reelCreated);
  assert.equal(reel.description, 'Chakacha practice');
  assert.equal(reel.status, 'published');
  assert.equal(reel.likes_count, 0);
  assert.equal(reel.user_id, member.user.id);
  assert.equal(reel.user_name, 'Dama');
  assert.match(reel.video, /^[A-Za-z0-9_-]{22}\.mp4$/);
  assert.match(reel.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

  const served = await get(app, `/api/videos/${reel.video}`);
  assert.equal(served.statusCode, 200);
  assert.match(served.headers['content-type'] as string, /^video\/mp4/);
  assert.deepEqual(served.rawPayload, mp4);
  const part = await app.inject({
    method: 'GET',
    url: `/api/videos/${reel.video}`,
    headers: { range: 'bytes=0-1023' },
  });
  assert.equal(part.statusCode, 206);
});

test('a reel description may be 300 characters (the form cuts at 50, the sent text at 300)', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const response = await createReel(app, member, { description: 'd'.repeat(300) });
  assert.equal(response.statusCode, 201);
});

const refusals: [string, Record<string, string>, Record<string, FilePart>, number, string][] = [
  ['no description', { description: '  ' }, { video1: video }, 400, 'Description is required.'],
  [
    'a description over 300',
    { description: 'd'.repeat(301) },
    { video1: video },
    400,
    'Description must be at most 300 characters.',
  ],
  ['no video', {}, {}, 400, 'The video is required.'],
  [
    'a song as video',
    {},
    { video1: filePart(mp3, 'clip.mp4', 'video/mp4') },
    415,
    'The video must be a video file.',
  ],
  ['no user_id', { user_id: '' }, { video1: video }, 400, mediaMessages.userIdRequired],
];

for (const [what, fields, files, status, message] of refusals) {
  test(`create_reel with ${what} is refused (${status}) and stores nothing`, async (t) => {
    const app = await buildTestApp(t);
    const member = await registerAndLogin(app);
    const response = await createReel(app, member, fields, files);
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(response.json(), { status: 'error', message });
    assert.equal(await rowCount(app, 'reels'), 0);
    await assertNoFiles(app, what);
  });
}

test('create_reel: guests get 401, another member id 403 (admins too); nothing is stored', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const fields = { user_id: String(member.user.id), description: 'Mine' };
  const guest = await callEndpoint(app, reels.createReel, { form: { fields, files: { video1: video } } });
  assert.equal(guest.statusCode, 401);
  for (const caller of [other, admin]) {
    const response = await callEndpoint(app, reels.createReel, {
      form: { fields, files: { video1: video } },
      session: caller,
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { status: 'error', message: mediaMessages.ownAccountOnly });
  }
  assert.equal(await rowCount(app, 'reels'), 0);
  await assertNoFiles(app, 'refused callers');
});

/** Reels written directly: `count` of them by `member`, one minute apart. */
async function insertReels(app: App, member: TestSession, count: number) {
  for (let index = 0; index < count; index += 1) {
    await app.db
      .insertInto('reels')
      .values({
        description: `Reel ${index}`,
        video: `video${index}xxxxxxxxxxxxxxxx.mp4`,
        user_id: member.user.id,
        created_at: new Date(Date.UTC(2026, 4, 1, 10, index)).toISOString(),
      })
      .execute();
  }
}

test("get_user_reels lists a member's reels with the fields My Reels reads, or 'No reels found.'", async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const ownReels = () => callEndpoint(app, getUserReels, { query: { userid: member.user.id } });
  const empty = (await ownReels()).json();
  assert.deepEqual(empty, {
    status: 'success',
    data: [],
    message: texts.reels.none,
    page: 1,
    hasMore: false,
  });

  await insertReels(app, member, 2);
  await insertReels(app, other, 1);
  const listed = (await ownReels()).json();
  assert.equal(listed.message, mediaMessages.reelsFound);
  assert.deepEqual(
    listed.data.map((reel: { description: string }) => reel.description),
    ['Reel 1', 'Reel 0'],
  );
  assert.deepEqual(Object.keys(listed.data[0]).sort(), [
    'created_at',
    'description',
    'duration',
    'id',
    'likes_count',
    'moderation',
    'poster',
    'processing',
    'status',
    'video',
    'video_low_url',
    'video_normal_url',
  ]);
  assert.equal(listed.data[0].moderation, null);
  const bad = await callUnchecked(app, getUserReels, { query: { userid: 'x' } });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json(), { status: 'error', message: mediaMessages.badUserId });
});

test('get_reels pages through everyone’s reels, newest first; get_reel answers one', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app, { username: 'Mwaka' });
  await insertReels(app, member, REELS_PAGE_SIZE + 2);
  const first = (await callEndpoint(app, reels.getReels)).json();
  assert.equal(first.status, 'success');
  assert.equal(first.page, 1);
  assert.equal(first.hasMore, true);
  assert.equal(first.data.length, REELS_PAGE_SIZE);
  assert.equal(first.data[0].description, `Reel ${REELS_PAGE_SIZE + 1}`);
  assert.equal(first.data[0].user_name, 'Mwaka');
  const second = (await callEndpoint(app, reels.getReels, { query: { page: 2 } })).json();
  assert.deepEqual(
    second.data.map((reel: { description: string }) => reel.description),
    ['Reel 1', 'Reel 0'],
  );
  assert.equal(second.hasMore, false);
  assert.equal((await callEndpoint(app, reels.getReels, { query: { page: 0 } })).statusCode, 400);

  const one = await callEndpoint(app, reels.getReel, { query: { id: first.data[3].id } });
  assert.equal(one.statusCode, 200);
  assert.deepEqual(one.json(), { status: 'success', reel: first.data[3] });
  const unknown = await callEndpoint(app, reels.getReel, { query: { id: 9999 } });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: mediaMessages.reelNotFound });
  assert.equal((await callEndpoint(app, reels.getReel)).statusCode, 400);
});

test('anyone may like a reel and take it back; atomic, never below 0; bad or unknown refused', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  await insertReels(app, member, 1);
  const [reel] = (await callEndpoint(app, reels.getReels)).json().data;
  const like = (body: unknown) => callUnchecked(app, reels.likeReel, { body });

  await Promise.all(Array.from({ length: 25 }, () => like({ reelId: reel.id, liked: true })));
  assert.deepEqual((await like({ reelId: reel.id, liked: true })).json(), { success: true, likes_count: 26 });
  await Promise.all(Array.from({ length: 40 }, () => like({ reelId: reel.id, liked: false })));
  assert.deepEqual((await like({ reelId: reel.id, liked: false })).json(), { success: true, likes_count: 0 });

  const unknown = await like({ reelId: 9999, liked: true });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { success: false, message: mediaMessages.reelNotFound });
  for (const payload of [{ reelId: reel.id }, { liked: true }, { reelId: 'x', liked: true }]) {
    const response = await like(payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().success, false);
  }
  const after = await callEndpoint(app, reels.getReel, { query: { id: reel.id } });
  assert.equal(after.json().reel.likes_count, 0);
});

test('delete_reel: owner and admin may delete (row then video); others may not', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const owner = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const first = (await createReel(app, owner)).json().reel;
  const second = (await createReel(app, owner)).json().reel;
  const remove = (reelId: unknown, session?: TestSession) =>
    callUnchecked(app, deleteReel, { body: { reelId }, session });

  assert.equal((await remove(first.id)).statusCode, 401);
  const stranger = await remove(first.id, other);
  assert.equal(stranger.statusCode, 403);
  assert.deepEqual(stranger.json(), { status: 'error', message: mediaMessages.ownContentOnly });
  assert.equal((await remove('x', owner)).statusCode, 400);
  assert.equal(await rowCount(app, 'reels'), 2);
  assert.equal((await storedFiles(app)).videos!.length, 2);

  const byOwner = await remove(first.id, owner);
  assert.equal(byOwner.statusCode, 200);
  assert.deepEqual(byOwner.json(), { status: 'success', message: mediaMessages.reelDeleted });
  assert.equal((await get(app, `/api/videos/${first.video}`)).statusCode, 404);
  assert.equal((await remove(second.id, admin)).statusCode, 200);
  await assertNoFiles(app, 'both reels deleted');
  const again = await remove(second.id, owner);
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { status: 'error', message: mediaMessages.reelNotFound });
});

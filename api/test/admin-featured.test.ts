import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BodyOf } from 'shared-ui/contracts';
import {
  createFeaturedVideo,
  deleteFeaturedComment,
  orderFeaturedVideos,
  removeFeaturedComment,
  updateFeaturedVideo,
} from 'shared-ui/contracts/admin';
import { fetchMetadata, postComment } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { youtubeMessages } from '../src/schemas/youtube.ts';
import { callEndpoint } from './contract-call.ts';
import { makeAdmin, type TestSession } from './session-helpers.ts';

const feature = async (app: App, admin: TestSession, name: string, url: string) => {
  const response = await callEndpoint(app, createFeaturedVideo, {
    body: { video_name: name, video_url: url, description: `${name} film` },
    session: admin,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().video.video_id as number;
};

const listed = async (app: App) =>
  (await callEndpoint(app, fetchMetadata)).json().videos as {
    video_id: number;
    video_name: string;
    video_url: string;
    description: string;
    comments: { comment_id: number; comment: string }[];
  }[];

test('an administrator edits a featured video; only the fields sent change, bad input changes nothing', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const id = await feature(app, admin, 'Sunrise', 'Kx9pR2mTq4A');
  const edit = (videoId: number, body: BodyOf<typeof updateFeaturedVideo>) =>
    callEndpoint(app, updateFeaturedVideo, { params: { id: videoId }, body, session: admin });
  const edited = await edit(id, { video_name: ' Dawn ', video_url: 'https://youtu.be/Ab3dEf6hIj0' });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().message, youtubeMessages.featuredUpdated);
  const [video] = await listed(app);
  assert.equal(video!.video_name, 'Dawn');
  assert.equal(video!.video_url, 'https://www.youtube.com/embed/Ab3dEf6hIj0');
  assert.equal(video!.description, 'Sunrise film');

  for (const [body, message] of [
    [{ video_name: '  ' }, 'video_name is required.'],
    [{ video_url: 'https://vimeo.com/1' }, youtubeMessages.badFeaturedUrl],
  ] as const) {
    const refused = await edit(id, body);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, message);
  }
  assert.deepEqual(await listed(app), [video]);
  const missing = await edit(999999, { video_name: 'x' });
  assert.equal(missing.statusCode, 404);
});

test('an administrator reorders the featured videos of /meta; a new one comes first', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const a = await feature(app, admin, 'A', 'Kx9pR2mTq4A');
  const b = await feature(app, admin, 'B', 'Kx9pR2mTq4B');
  const c = await feature(app, admin, 'C', 'Kx9pR2mTq4C');
  const order = async () => (await listed(app)).map((video) => video.video_id);
  assert.deepEqual(await order(), [c, b, a]);
  const reorder = (ids: number[]) =>
    callEndpoint(app, orderFeaturedVideos, { body: { ids }, session: admin });
  const reordered = await reorder([a, c]);
  assert.equal(reordered.statusCode, 200, reordered.body);
  assert.deepEqual(await order(), [a, c, b]);
  const d = await feature(app, admin, 'D', 'Kx9pR2mTq4D');
  assert.deepEqual(await order(), [d, a, c, b]);
  assert.equal((await reorder([])).statusCode, 400);
});

test('an administrator deletes an abusive comment under a featured video', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const id = await feature(app, admin, 'Sunrise', 'Kx9pR2mTq4A');
  for (const comment of ['Lovely', 'Abusive words'])
    assert.equal(
      (await callEndpoint(app, postComment, { body: { video_id: id, comment, user_id: null } })).statusCode,
      201,
    );
  const abusive = (await listed(app))[0]!.comments.find((c) => c.comment === 'Abusive words')!;
  const removed = await callEndpoint(app, deleteFeaturedComment, {
    params: { id: abusive.comment_id },
    session: admin,
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.deepEqual(
    (await listed(app))[0]!.comments.map((c) => c.comment),
    ['Lovely'],
  );
  const again = await callEndpoint(app, removeFeaturedComment, {
    params: { id: abusive.comment_id },
    session: admin,
  });
  assert.equal(again.statusCode, 404);
  assert.equal(again.json().message, youtubeMessages.featuredCommentNotFound);
});

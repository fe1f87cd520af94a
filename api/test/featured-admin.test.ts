import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createFeaturedVideo, deleteFeaturedVideo, removeFeaturedVideo } from 'shared-ui/contracts/admin';
import { fetchMetadata, postComment } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { youtubeMessages } from '../src/schemas/youtube.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { rowCount } from './media-helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const ID = 'Kx9pR2mTq4A';
const STORED = 'AbCdEfGhIjKlMnOpQrStUv.mp4';
const input = (video_url: string) => ({ video_name: ' Sunrise ', video_url, description: ' A short film. ' });

/** A featured video as sent (good or bad), as this session (a guest without). */
const feature = (app: App, body: object, session?: TestSession) =>
  callUnchecked(app, createFeaturedVideo, { body, session });

/** POST …/delete, with an empty JSON body. */
const deleteVideo = (app: App, id: number, session?: TestSession) =>
  callUnchecked(app, deleteFeaturedVideo, { params: { id }, body: {}, session });

test('an administrator features videos: YouTube links become embed addresses, site videos stay paths', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const cases: [string, string][] = [
    [`https://www.youtube.com/watch?v=${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [`https://youtu.be/${ID}`, `https://www.youtube.com/embed/${ID}`],
    [` ${ID} `, `https://www.youtube.com/embed/${ID}`],
    [`/api/videos/${STORED}`, `/api/videos/${STORED}`],
  ];
  for (const [given, stored] of cases) {
    const response = await feature(app, input(given), admin);
    assert.equal(response.statusCode, 201, response.body);
    const { status, message, video } = response.json();
    assert.equal(status, 'success');
    assert.equal(message, youtubeMessages.featuredCreated);
    assert.equal(video.video_url, stored);
    assert.equal(video.video_name, 'Sunrise');
    assert.equal(video.description, 'A short film.');
    assert.equal(video.views, 0);
    assert.equal(video.total_likes, 0);
    assert.deepEqual(video.comments, []);
  }
  const listed = (await callEndpoint(app, fetchMetadata)).json().videos;
  assert.equal(listed.length, cases.length);
});

test('a featured video needs a name, a description and a playable https YouTube or site address', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const bad: [object, string][] = [
    [{ ...input(`https://www.youtube.com/watch?v=${ID}`), video_name: '  ' }, 'video_name is required.'],
    [{ ...input(`https://www.youtube.com/watch?v=${ID}`), description: '' }, 'description is required.'],
    [{ video_name: 'x', description: 'y' }, 'video_url is required.'],
  ];
  for (const url of [
    `http://www.youtube.com/watch?v=${ID}`,
    `${ID}x`,
    `https://vimeo.com/${ID}`,
    'https://example.org/video.mp4',
    '/api/videos/../app.db',
    '/api/videos/short.mp4',
    `/api/images/${STORED.replace('.mp4', '.webp')}`,
    `/api/videos/${STORED.replace('.mp4', '.webp')}`,
    'javascript:alert(1)',
  ]) {
    bad.push([input(url), youtubeMessages.badFeaturedUrl]);
  }
  for (const [payload, message] of bad) {
    const response = await feature(app, payload, admin);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: 'error', message });
  }
  assert.equal(await rowCount(app, 'featured_videos'), 0);
});

test('only administrators feature or remove videos (guest 401, member 403)', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const body = input(`https://www.youtube.com/watch?v=${ID}`);
  assert.equal((await feature(app, body)).statusCode, 401);
  assert.equal((await feature(app, body, member)).statusCode, 403);
  assert.equal(await rowCount(app, 'featured_videos'), 0);

  const { video } = (await feature(app, body, admin)).json();
  assert.equal((await deleteVideo(app, video.video_id)).statusCode, 401);
  assert.equal((await deleteVideo(app, video.video_id, member)).statusCode, 403);
  const asDelete = await callEndpoint(app, removeFeaturedVideo, {
    params: { id: video.video_id },
    session: member,
  });
  assert.equal(asDelete.statusCode, 403);
  assert.equal(await rowCount(app, 'featured_videos'), 1);
});

test('removing a featured video (POST …/delete or DELETE) takes its comments; 404 when unknown', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const body = input(`https://www.youtube.com/watch?v=${ID}`);
  const first = (await feature(app, body, admin)).json().video;
  const second = (await feature(app, body, admin)).json().video;
  await callEndpoint(app, postComment, {
    body: { video_id: first.video_id, comment: 'Nice', user_id: null },
  });

  const removed = await deleteVideo(app, first.video_id, admin);
  assert.equal(removed.statusCode, 200);
  assert.deepEqual(removed.json(), { status: 'success', message: youtubeMessages.featuredDeleted });
  assert.equal(await rowCount(app, 'featured_video_comments'), 0);
  const viaDelete = await callEndpoint(app, removeFeaturedVideo, {
    params: { id: second.video_id },
    session: admin,
  });
  assert.equal(viaDelete.statusCode, 200);
  const again = await deleteVideo(app, second.video_id, admin);
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { status: 'error', message: youtubeMessages.featuredNotFound });
  assert.deepEqual((await callEndpoint(app, fetchMetadata)).json().videos, []);
});

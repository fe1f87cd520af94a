import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fetchMetadata, postComment } from 'shared-ui/contracts/youtube';
import { youtubeMessages } from '../src/schemas/youtube.ts';
import { callEndpoint } from './contract-call.ts';
import { post, rowCount } from './media-helpers.ts';
import { makeAdmin, registerAndLogin } from './session-helpers.ts';

const ID = 'Kx9pR2mTq4A';
const STORED = 'AbCdEfGhIjKlMnOpQrStUv.mp4';
const input = (video_url: string) => ({ video_name: ' Sunrise ', video_url, description: ' A short film. ' });

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
    const response = await post(app, '/api/admin/featured-videos', input(given), admin);
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
    const response = await post(app, '/api/admin/featured-videos', payload, admin);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: 'error', message });
  }
  assert.equal(await rowCount(app, 'featured_videos'), 0);
});

test('only administrators feature or remove videos (guest 401, member 403)', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const body = input(`https://www.youtube.com/watch?v=${ID}`);
  assert.equal((await post(app, '/api/admin/featured-videos', body)).statusCode, 401);
  assert.equal((await post(app, '/api/admin/featured-videos', body, member)).statusCode, 403);
  assert.equal(await rowCount(app, 'featured_videos'), 0);

  const { video } = (await post(app, '/api/admin/featured-videos', body, admin)).json();
  const url = `/api/admin/featured-videos/${video.video_id}`;
  assert.equal((await post(app, `${url}/delete`, {})).statusCode, 401);
  assert.equal((await post(app, `${url}/delete`, {}, member)).statusCode, 403);
  const asDelete = await app.inject({ method: 'DELETE', url, cookies: { sid: member.cookie } });
  assert.equal(asDelete.statusCode, 403);
  assert.equal(await rowCount(app, 'featured_videos'), 1);
});

test('removing a featured video (POST …/delete or DELETE) takes its comments; 404 when unknown', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const body = input(`https://www.youtube.com/watch?v=${ID}`);
  const first = (await post(app, '/api/admin/featured-videos', body, admin)).json().video;
  const second = (await post(app, '/api/admin/featured-videos', body, admin)).json().video;
  await callEndpoint(app, postComment, {
    body: { video_id: first.video_id, comment: 'Nice', user_id: null },
  });

  const removed = await post(app, `/api/admin/featured-videos/${first.video_id}/delete`, {}, admin);
  assert.equal(removed.statusCode, 200);
  assert.deepEqual(removed.json(), { status: 'success', message: youtubeMessages.featuredDeleted });
  assert.equal(await rowCount(app, 'featured_video_comments'), 0);
  const viaDelete = await app.inject({
    method: 'DELETE',
    url: `/api/admin/featured-videos/${second.video_id}`,
    cookies: { sid: admin.cookie },
  });
  assert.equal(viaDelete.statusCode, 200);
  const again = await post(app, `/api/admin/featured-videos/${second.video_id}/delete`, {}, admin);
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { status: 'error', message: youtubeMessages.featuredNotFound });
  assert.deepEqual((await callEndpoint(app, fetchMetadata)).json().videos, []);
});

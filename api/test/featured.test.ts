import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FeaturedVideo } from 'shared-ui/contracts';
import { fetchMetadata, likeVideo, postComment, viewVideo } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { COMMENT_MAX, GUEST_NAME, youtubeMessages } from '../src/schemas/youtube.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp, createClock } from './helpers.ts';
import { rowCount } from './media-helpers.ts';
import { registerAndLogin, type TestSession } from './session-helpers.ts';

/** A video as fetch_metadata answers it (its created_at is not compared here). */
type VideoAnswer = Omit<FeaturedVideo, 'created_at'>;

/** A featured video written directly (the admin calls have their own tests). */
async function feature(app: App, name: string, createdAt: string): Promise<number> {
  const row = await app.db
    .insertInto('featured_videos')
    .values({
      video_name: name,
      video_url: 'https://www.youtube.com/embed/Kx9pR2mTq4A',
      description: `About ${name}`,
      views: 10,
      total_likes: 5,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const videos = async (app: App) => {
  const response = await callEndpoint(app, fetchMetadata);
  assert.equal(response.statusCode, 200);
  const body = response.json<{ success: boolean; videos: VideoAnswer[] }>();
  assert.equal(body.success, true);
  return body.videos;
};

/** A comment as sent, good or bad. */
const comment = (app: App, body: unknown, session?: TestSession) =>
  callUnchecked(app, postComment, { body, session });

test('fetch_metadata answers the featured videos, newest first, each with all its comments newest first', async (t) => {
  const clock = createClock('2026-06-01T10:00:00.000Z');
  const app = await buildTestApp(t, { now: clock.now });
  assert.deepEqual(await videos(app), []);
  const older = await feature(app, 'Kaya forest patterns', '2026-03-01T00:00:00.000Z');
  const newer = await feature(app, 'Chakacha dance night', '2026-04-01T00:00:00.000Z');
  for (let index = 0; index < 12; index += 1) {
    clock.advance(60_000);
    await comment(app, { video_id: older, comment: `Comment ${index}`, user_id: null });
  }
  const [first, second] = await videos(app);
  assert.equal(first!.video_id, newer);
  assert.deepEqual(first!.comments, []);
  assert.deepEqual(Object.keys(second!).sort(), [
    'comments',
    'created_at',
    'description',
    'total_likes',
    'video_id',
    'video_name',
    'video_url',
    'views',
  ]);
  assert.equal(second!.comments.length, 12, 'all comments: the page shows 5, then Show More');
  assert.deepEqual(
    second!.comments.slice(0, 3).map((item) => item.comment),
    ['Comment 11', 'Comment 10', 'Comment 9'],
  );
  assert.deepEqual(Object.keys(second!.comments[0]!).sort(), [
    'comment',
    'comment_id',
    'created_at',
    'user_id',
    'username',
  ]);
  assert.equal(second!.comments[0]!.user_id, null, "a guest's comment");
  assert.equal(second!.comments[0]!.created_at, '2026-06-01T10:12:00.000Z');
});

test('guests and members like a video: atomic, answered with the total and the thank-you', async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  const member = await registerAndLogin(app);
  const like = (session?: TestSession) => callEndpoint(app, likeVideo, { body: { video_id: id }, session });
  assert.deepEqual((await like()).json(), { success: true, total_likes: 6, message: youtubeMessages.liked });
  assert.equal((await like(member)).json().total_likes, 7);
  await Promise.all(Array.from({ length: 30 }, () => like()));
  assert.equal((await videos(app))[0]!.total_likes, 37);

  const unknown = await callEndpoint(app, likeVideo, { body: { video_id: 9999 } });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { success: false, message: youtubeMessages.featuredNotFound });
  for (const payload of [{}, { video_id: 'x' }, { video_id: 0 }]) {
    const response = await callUnchecked(app, likeVideo, { body: payload });
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().success, false);
  }
  assert.equal((await videos(app))[0]!.total_likes, 37);
});

test('view_video counts views atomically', async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  const view = () => callEndpoint(app, viewVideo, { body: { video_id: id } });
  assert.deepEqual((await view()).json(), { success: true, views: 11 });
  await Promise.all(Array.from({ length: 20 }, view));
  assert.equal((await videos(app))[0]!.views, 31);
  const unknown = await callEndpoint(app, viewVideo, { body: { video_id: 9999 } });
  assert.equal(unknown.statusCode, 404);
  assert.equal((await callUnchecked(app, viewVideo, { body: {} })).statusCode, 400);
});

test("a guest's comment (user id null, 0 or left out) is posted as 'Guest'", async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  const member = await registerAndLogin(app);
  for (const userId of [null, 0, '0', undefined]) {
    const response = await comment(app, { video_id: id, comment: '  Karibu Pwani!  ', user_id: userId });
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.username, GUEST_NAME);
    assert.equal(body.message, youtubeMessages.commentAdded);
    assert.equal(typeof body.new_comment_id, 'number');
  }
  // A member who sends no id comments as a guest, as the page asked.
  assert.equal(
    (await comment(app, { video_id: id, comment: 'Hi', user_id: null }, member)).json().username,
    GUEST_NAME,
  );
  const [video] = await videos(app);
  assert.equal(video!.comments.length, 5);
  assert.equal(video!.comments[1]!.comment, 'Karibu Pwani!');
  const row = await app.db.selectFrom('featured_video_comments').selectAll().executeTakeFirstOrThrow();
  assert.equal(row.user_id, null);
});

test('a member comments under their own name; another id is refused', async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  const member = await registerAndLogin(app, { username: 'Kadzo' });
  const other = await registerAndLogin(app);
  const own = await comment(
    app,
    { video_id: id, comment: 'Shared with my family.', user_id: member.user.id },
    member,
  );
  assert.equal(own.statusCode, 201);
  assert.equal(own.json().username, 'Kadzo');
  const asText = await comment(
    app,
    { video_id: id, comment: 'Again', user_id: String(member.user.id) },
    member,
  );
  assert.equal(asText.statusCode, 201);

  const impostor = await comment(app, { video_id: id, comment: 'Fake', user_id: member.user.id }, other);
  assert.equal(impostor.statusCode, 403);
  assert.deepEqual(impostor.json(), { success: false, message: youtubeMessages.ownNameOnly });
  const guest = await comment(app, { video_id: id, comment: 'Fake', user_id: member.user.id });
  assert.equal(guest.statusCode, 401);
  assert.equal(guest.json().success, false);
  assert.equal(await rowCount(app, 'featured_video_comments'), 2);
  const row = await app.db
    .selectFrom('featured_video_comments')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  assert.equal(row.user_id, member.user.id);
});

test('blank, over-long or malformed comments and unknown videos are refused; nothing is written', async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  const cases: [unknown, number, string | null][] = [
    [{ video_id: id, comment: '   ', user_id: null }, 400, 'Comment is required.'],
    [
      { video_id: id, comment: 'x'.repeat(COMMENT_MAX + 1), user_id: null },
      400,
      youtubeMessages.commentTooLong(COMMENT_MAX),
    ],
    [{ video_id: id, user_id: null }, 400, 'comment is required.'],
    [{ comment: 'Hi', user_id: null }, 400, 'video_id is required.'],
    [{ video_id: 9999, comment: 'Hi', user_id: null }, 404, youtubeMessages.featuredNotFound],
  ];
  for (const [payload, status, message] of cases) {
    const response = await comment(app, payload);
    assert.equal(response.statusCode, status, JSON.stringify(payload));
    assert.equal(response.json().success, false);
    if (message) assert.equal(response.json().message, message);
  }
  assert.equal(
    (await comment(app, { video_id: id, comment: 'x'.repeat(COMMENT_MAX), user_id: 0 })).statusCode,
    201,
  );
  assert.equal(await rowCount(app, 'featured_video_comments'), 1);
});

test('comments go with their video; a deleted member’s comments stay under their name', async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  const member = await registerAndLogin(app, { username: 'Sidi' });
  await comment(app, { video_id: id, comment: 'Mine', user_id: member.user.id }, member);
  await app.db.deleteFrom('users').where('id', '=', member.user.id).execute();
  const [video] = await videos(app);
  assert.equal(video!.comments[0]!.username, 'Sidi');
  await app.db.deleteFrom('featured_videos').where('id', '=', id).execute();
  assert.equal(await rowCount(app, 'featured_video_comments'), 0);
});

test('comments from one address are limited to 20 a minute (no guest floods)', async (t) => {
  const app = await buildTestApp(t);
  const id = await feature(app, 'Sunrise', '2026-03-01T00:00:00.000Z');
  for (let index = 0; index < 20; index += 1) {
    assert.equal(
      (await comment(app, { video_id: id, comment: `Hi ${index}`, user_id: null })).statusCode,
      201,
    );
  }
  const flood = await comment(app, { video_id: id, comment: 'One more', user_id: null });
  assert.equal(flood.statusCode, 429);
  assert.ok(flood.json().message);
  assert.equal(await rowCount(app, 'featured_video_comments'), 20);
});

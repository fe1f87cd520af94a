/**
 * Hidden reels, songs and comments under featured videos are gone from the public lists; hidden
 * reels and songs answer 410 and take no likes, but stay in their member's own list.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  REMOVED,
  START,
  assertOwnList,
  dataIds,
  get,
  json,
  moderate,
  post,
  reelTrio,
  setUp,
  songTrio,
} from './moderation-helpers.ts';
import type { TestSession } from './session-helpers.ts';

test('hidden reels: out of the reels list, 410 on their page, no likes; in their member’s own list', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await reelTrio(app, owner);
  for (const session of [undefined, other, owner, admin]) {
    assert.deepEqual(dataIds(await json(app, '/api/reels/get_reels.php', session)), [ids.shown]);
  }
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await get(app, `/api/reels/get_reel.php?id=${id}`, session);
      assert.equal(response.statusCode, 410);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
    }
    assert.equal((await get(app, `/api/reels/get_reel.php?id=${id}`, admin)).statusCode, 200);
    assert.equal((await post(app, '/api/reels/like_reel.php', { reelId: id, liked: true })).statusCode, 404);
  }
  const url = `/api/users/get_user_reels.php?userid=${owner.user.id}`;
  await assertOwnList(app, url, { owner, admin, other }, ids);
});

test('hidden songs: out of the music list in every order and search, 410 on their page, no likes; in My Music', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await songTrio(app, owner);
  const queries = ['', 'sort=liked', 'sort=category', 'search=ngoma', 'search=kaya&sort=liked'];
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const songs = await json<{ id: number }[]>(app, `/api/music/get-music.php?${query}`, session);
      assert.deepEqual(
        songs.map((song) => song.id),
        [ids.shown],
        query,
      );
    }
  }
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await get(app, `/api/music/get-music.php?id=${id}`, session);
      assert.equal(response.statusCode, 410);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
    }
    assert.equal((await get(app, `/api/music/get-music.php?id=${id}`, admin)).statusCode, 200);
    const like = await post(app, `/api/music/get-music.php/${id}/like`, { liked: true });
    assert.equal(like.statusCode, 404);
  }
  const url = `/api/users/get_user_music.php?userid=${owner.user.id}`;
  await assertOwnList(app, url, { owner, admin, other }, ids);
});

test('hidden comments under a featured video are left out; each comment carries its writer', async (t) => {
  const { app, other } = await setUp(t);
  const video = await app.db
    .insertInto('featured_videos')
    .values({
      video_name: 'Chakacha',
      video_url: 'https://www.youtube.com/embed/Kx9pR2mTq4A',
      description: 'A dance',
      views: 0,
      total_likes: 0,
      created_at: START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = (text: string, session?: TestSession) =>
    post(
      app,
      '/api/youtube/post_comment.php',
      { video_id: video.id, comment: text, user_id: session?.user.id ?? null },
      session,
    );
  await comment('From a guest');
  await comment('From Baya', other);
  const flagged = await comment('Rude');
  const removed = await comment('Ruder', other);
  await moderate(app, 'featured_video_comments', flagged.json().new_comment_id, 'review');
  await moderate(app, 'featured_video_comments', removed.json().new_comment_id, 'removed');

  const body = await json<{ videos: { comments: { comment: string; user_id: number | null }[] }[] }>(
    app,
    '/api/youtube/fetch_metadata.php',
  );
  assert.deepEqual(
    body.videos[0]!.comments.map(({ comment: text, user_id }) => ({ text, user_id })).sort((a, b) =>
      a.text.localeCompare(b.text),
    ),
    [
      { text: 'From a guest', user_id: null },
      { text: 'From Baya', user_id: other.user.id },
    ],
  );
});

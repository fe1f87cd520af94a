/**
 * Hidden reels, songs and comments under featured videos are gone from the public lists; hidden
 * reels and songs answer 410 and take no likes, but stay in their member's own list.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getMusic, likeSong } from 'shared-ui/contracts/music';
import { getReel, getReels, likeReel } from 'shared-ui/contracts/reels';
import { getUserMusic, getUserReels } from 'shared-ui/contracts/users';
import { fetchMetadata, postComment } from 'shared-ui/contracts/youtube';
import { callEndpoint } from './contract-call.ts';
import {
  REMOVED,
  START,
  assertOwnList,
  dataIds,
  json,
  moderate,
  reelTrio,
  setUp,
  songTrio,
} from './moderation-helpers.ts';
import type { TestSession } from './session-helpers.ts';

test('hidden reels: out of the reels list, 410 on their page, no likes; in their member’s own list', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await reelTrio(app, owner);
  for (const session of [undefined, other, owner, admin]) {
    assert.deepEqual(dataIds(await json(callEndpoint(app, getReels, { session }))), [ids.shown]);
  }
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await callEndpoint(app, getReel, { query: { id }, session });
      assert.equal(response.statusCode, 410);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
    }
    assert.equal((await callEndpoint(app, getReel, { query: { id }, session: admin })).statusCode, 200);
    const like = await callEndpoint(app, likeReel, { body: { reelId: id, liked: true } });
    assert.equal(like.statusCode, 404);
  }
  const ownReels = (session?: TestSession) =>
    callEndpoint(app, getUserReels, { query: { userid: owner.user.id }, session });
  await assertOwnList(ownReels, { owner, admin, other }, ids);
});

test('hidden songs: out of the music list in every order and search, 410 on their page, no likes; in My Music', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await songTrio(app, owner);
  const queries = [
    {},
    { sort: 'liked' },
    { sort: 'category' },
    { search: 'ngoma' },
    { search: 'kaya', sort: 'liked' },
  ] as const;
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const songs = await json<{ id: number }[]>(callEndpoint(app, getMusic, { query, session }));
      assert.deepEqual(
        songs.map((song) => song.id),
        [ids.shown],
        JSON.stringify(query),
      );
    }
  }
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await callEndpoint(app, getMusic, { query: { id }, session });
      assert.equal(response.statusCode, 410);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
    }
    assert.equal((await callEndpoint(app, getMusic, { query: { id }, session: admin })).statusCode, 200);
    const like = await callEndpoint(app, likeSong, { params: { id }, body: { liked: true } });
    assert.equal(like.statusCode, 404);
  }
  const ownMusic = (session?: TestSession) =>
    callEndpoint(app, getUserMusic, { query: { userid: owner.user.id }, session });
  await assertOwnList(ownMusic, { owner, admin, other }, ids);
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
    callEndpoint(app, postComment, {
      body: { video_id: video.id, comment: text, user_id: session?.user.id ?? null },
      session,
    });
  await comment('From a guest');
  await comment('From Baya', other);
  const flagged = await comment('Rude');
  const removed = await comment('Ruder', other);
  await moderate(app, 'featured_video_comments', flagged.json().new_comment_id, 'review');
  await moderate(app, 'featured_video_comments', removed.json().new_comment_id, 'removed');

  const body = await json<{ videos: { comments: { comment: string; user_id: number | null }[] }[] }>(
    callEndpoint(app, fetchMetadata),
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

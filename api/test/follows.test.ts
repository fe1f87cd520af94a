import assert from 'node:assert/strict';
import { test } from 'node:test';
import { followUser, unfollowUser } from 'shared-ui/contracts/pages';
import { getFollowing, getUserStats } from 'shared-ui/contracts/users';
import { stories } from 'shared-ui/texts/stories';
import type { App } from '../src/app.ts';
import { followMessages } from '../src/schemas/follows.ts';
import { profileMessages } from '../src/schemas/profiles.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

/** The two calls, by the names the tests give them. */
const ACTIONS = { follow_user: followUser, unfollow_user: unfollowUser };
type Action = keyof typeof ACTIONS;

/** A follow or unfollow with this body, as written (good or bad). */
const call = (app: App, action: Action, body: unknown, session?: TestSession) =>
  callUnchecked(app, ACTIONS[action], { body, session });

const follow = (app: App, session: TestSession, authorId: number) =>
  call(app, 'follow_user', { userId: session.user.id, authorId }, session);

const stats = (app: App, userId: string | number) =>
  callUnchecked(app, getUserStats, { query: { user_id: userId } });

const following = (app: App, session?: TestSession) => callEndpoint(app, getFollowing, { session });

test('following and unfollowing an author changes both members’ figures', async (t) => {
  const app = await buildTestApp(t);
  const reader = await registerAndLogin(app);
  const author = await registerAndLogin(app);

  assert.deepEqual((await stats(app, author.user.id)).json(), { followersCount: 0, followingCount: 0 });

  const followed = await follow(app, reader, author.user.id);
  assert.equal(followed.statusCode, 200);
  assert.deepEqual(followed.json(), { success: true, message: stories.follow.following, followersCount: 1 });
  assert.deepEqual((await stats(app, author.user.id)).json(), { followersCount: 1, followingCount: 0 });
  assert.deepEqual((await stats(app, reader.user.id)).json(), { followersCount: 0, followingCount: 1 });

  const unfollowed = await call(
    app,
    'unfollow_user',
    { userId: reader.user.id, authorId: author.user.id },
    reader,
  );
  assert.equal(unfollowed.statusCode, 200);
  assert.deepEqual(unfollowed.json(), {
    success: true,
    message: stories.follow.unfollowed,
    followersCount: 0,
  });
  assert.deepEqual((await stats(app, author.user.id)).json(), { followersCount: 0, followingCount: 0 });
  assert.deepEqual((await stats(app, reader.user.id)).json(), { followersCount: 0, followingCount: 0 });
});

test('follow and unfollow are idempotent; counts come from the follows table', async (t) => {
  const app = await buildTestApp(t);
  const [first, second, author] = [
    await registerAndLogin(app),
    await registerAndLogin(app),
    await registerAndLogin(app),
  ];
  assert.equal((await follow(app, first, author.user.id)).json().followersCount, 1);
  const again = await follow(app, first, author.user.id);
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json(), { success: true, message: stories.follow.following, followersCount: 1 });
  assert.equal((await follow(app, second, author.user.id)).json().followersCount, 2);
  assert.equal((await app.db.selectFrom('follows').selectAll().execute()).length, 2);

  const payload = { userId: first.user.id, authorId: author.user.id };
  assert.equal((await call(app, 'unfollow_user', payload, first)).json().followersCount, 1);
  const twice = await call(app, 'unfollow_user', payload, first);
  assert.equal(twice.statusCode, 200);
  assert.deepEqual(twice.json(), { success: true, message: stories.follow.unfollowed, followersCount: 1 });
});

test('ids sent as text are accepted (a form field)', async (t) => {
  const app = await buildTestApp(t);
  const reader = await registerAndLogin(app);
  const author = await registerAndLogin(app);
  const response = await call(
    app,
    'follow_user',
    { userId: String(reader.user.id), authorId: String(author.user.id) },
    reader,
  );
  assert.equal(response.statusCode, 200);
});

for (const action of ['follow_user', 'unfollow_user'] as const) {
  test(`${action}: guest 401, someone else's userId 403, self 400, unknown author 404, bad ids 400`, async (t) => {
    const { app, admin } = await makeAdmin(t);
    const reader = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const author = await registerAndLogin(app);

    const guest = await call(app, action, { userId: reader.user.id, authorId: author.user.id });
    assert.equal(guest.statusCode, 401);
    assert.deepEqual(guest.json(), { success: false, message: stories.follow.loginRequired });
    assert.equal(
      (await call(app, action, {})).statusCode,
      401,
      'guests are refused before their input is read',
    );

    for (const intruder of [other, admin]) {
      const response = await call(
        app,
        action,
        { userId: reader.user.id, authorId: author.user.id },
        intruder,
      );
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { success: false, message: followMessages.notYourself });
    }

    const self = await call(app, action, { userId: reader.user.id, authorId: reader.user.id }, reader);
    assert.equal(self.statusCode, 400);
    assert.deepEqual(self.json(), { success: false, message: followMessages.selfFollow });

    const unknown = await call(app, action, { userId: reader.user.id, authorId: 9999 }, reader);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { success: false, message: followMessages.authorNotFound });

    for (const payload of [
      { userId: reader.user.id },
      { authorId: author.user.id },
      { userId: reader.user.id, authorId: 'someone' },
      { userId: reader.user.id, authorId: 0 },
    ]) {
      const response = await call(app, action, payload, reader);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().success, false);
      assert.ok(response.json().message.length > 0);
    }
    assert.equal((await app.db.selectFrom('follows').selectAll().execute()).length, 0, 'nothing written');

    const owner = await call(app, action, { userId: reader.user.id, authorId: author.user.id }, reader);
    assert.equal(owner.statusCode, 200);
    const byAdmin = await call(app, action, { userId: admin.user.id, authorId: author.user.id }, admin);
    assert.equal(byAdmin.statusCode, 200, 'an admin follows for their own account like anyone');
  });
}

test('get_following lists the caller’s authors; guests get 401', async (t) => {
  const app = await buildTestApp(t);
  const reader = await registerAndLogin(app);
  const first = await registerAndLogin(app);
  const second = await registerAndLogin(app);

  assert.deepEqual((await following(app, reader)).json(), { success: true, following: [] });
  await follow(app, reader, second.user.id);
  await follow(app, reader, first.user.id);
  await follow(app, first, second.user.id);
  const answer = (await following(app, reader)).json();
  assert.deepEqual(answer.following.sort(), [first.user.id, second.user.id].sort());
  assert.deepEqual((await following(app, first)).json(), { success: true, following: [second.user.id] });

  const guest = await following(app);
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { success: false, message: 'Not logged in.' });
});

test('get_user_stats: 404 for an unknown member, 400 for an id that is not a number', async (t) => {
  const app = await buildTestApp(t);
  const unknown = await stats(app, 4242);
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: profileMessages.userNotFound });
  for (const bad of ['abc', '', '0', '2x']) {
    const response = await stats(app, bad);
    assert.equal(response.statusCode, 400, `user_id=${bad}`);
    assert.deepEqual(response.json(), { status: 'error', message: profileMessages.badUserId });
  }
});

test('deleting an account removes its follows both ways', async (t) => {
  const app = await buildTestApp(t);
  const reader = await registerAndLogin(app);
  const author = await registerAndLogin(app);
  await follow(app, reader, author.user.id);
  await follow(app, author, reader.user.id);
  await app.db.deleteFrom('users').where('id', '=', author.user.id).execute();
  assert.equal((await app.db.selectFrom('follows').selectAll().execute()).length, 0);
  assert.deepEqual((await stats(app, reader.user.id)).json(), { followersCount: 0, followingCount: 0 });
});

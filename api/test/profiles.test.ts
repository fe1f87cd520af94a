import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as users from 'shared-ui/contracts/users';
import { texts } from 'shared-ui/texts';
import type { App } from '../src/app.ts';
import { DEFAULT_PROFILE_IMAGE, PROFILE_TEXT_MAX, profileMessages } from '../src/schemas/profiles.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

/** A member's profile, by an id as written (good or bad). */
const getProfile = (app: App, userId: string | number) =>
  callUnchecked(app, users.getUserProfile, { query: { user_id: userId } });

const updateProfile = (app: App, body: unknown, session?: TestSession) =>
  callUnchecked(app, users.updateProfile, { body, session });

const fullProfile = {
  age: 29,
  place_of_birth: 'Kilifi',
  skills: 'Carving, drumming',
  career: 'Teacher',
  experience: 'Ten years at the learning centre',
  education: 'Pwani University',
};

test('a new member has an empty profile with the default image, visible to guests', async (t) => {
  const app = await buildTestApp(t);
  const zawadi = await registerAndLogin(app, { username: 'Zawadi' });
  const response = await getProfile(app, zawadi.user.id);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), {
    status: 'success',
    profile: {
      user_id: zawadi.user.id,
      username: 'Zawadi',
      age: null,
      place_of_birth: null,
      skills: null,
      career: null,
      experience: null,
      education: null,
      profile_image: DEFAULT_PROFILE_IMAGE,
    },
  });
  assert.equal(JSON.stringify(response.json()).includes('@'), false, 'no email is shown');
});

test('the default profile image is an SVG cached for a day', async (t) => {
  const app = await buildTestApp(t);
  const response = await app.inject({ method: 'GET', url: `/api/users/${DEFAULT_PROFILE_IMAGE}` });
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /^image\/svg\+xml/);
  assert.equal(response.headers['cache-control'], 'public, max-age=86400');
  assert.match(response.body, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
});

test('get_user_profile: 404 for an unknown member, 400 for an id that is not a number', async (t) => {
  const app = await buildTestApp(t);
  const unknown = await getProfile(app, 9999);
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: profileMessages.userNotFound });
  for (const bad of ['abc', '0', '-3', '1.5', '']) {
    const response = await getProfile(app, bad);
    assert.equal(response.statusCode, 400, `user_id=${bad}`);
    assert.deepEqual(response.json(), { status: 'error', message: profileMessages.badUserId });
  }
  const missing = await callEndpoint(app, users.getUserProfile);
  assert.equal(missing.statusCode, 400);
});

test('the owner updates their profile and everyone sees it', async (t) => {
  const app = await buildTestApp(t);
  const owner = await registerAndLogin(app);
  const response = await updateProfile(app, { user_id: owner.user.id, ...fullProfile }, owner);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { success: true, message: texts.profile.updated });

  const { profile } = (await getProfile(app, owner.user.id)).json();
  assert.deepEqual(
    { ...profile },
    {
      ...fullProfile,
      user_id: owner.user.id,
      username: owner.user.username,
      profile_image: DEFAULT_PROFILE_IMAGE,
    },
  );
});

test('an update changes only the fields sent; empty or null clears a field; text is trimmed', async (t) => {
  const app = await buildTestApp(t);
  const owner = await registerAndLogin(app);
  await updateProfile(app, { user_id: owner.user.id, ...fullProfile }, owner);

  // A form sends numbers as text: the id and the age may come as strings.
  const second = await updateProfile(
    app,
    { user_id: String(owner.user.id), age: '30', career: '  Fisherman  ', skills: '', education: null },
    owner,
  );
  assert.equal(second.statusCode, 200);
  const { profile } = (await getProfile(app, owner.user.id)).json();
  assert.equal(profile.age, 30);
  assert.equal(profile.career, 'Fisherman');
  assert.equal(profile.skills, null);
  assert.equal(profile.education, null);
  assert.equal(profile.place_of_birth, fullProfile.place_of_birth, 'a field not sent is kept');

  await updateProfile(app, { user_id: owner.user.id, age: '' }, owner);
  assert.equal((await getProfile(app, owner.user.id)).json().profile.age, null);
});

test('update_profile refuses bad input with 400 and writes nothing', async (t) => {
  const app = await buildTestApp(t);
  const owner = await registerAndLogin(app);
  const id = owner.user.id;
  const cases: [unknown, string][] = [
    [{ user_id: id, age: 'twenty' }, texts.validation.notANumber('Age')],
    [{ user_id: id, age: 12.5 }, texts.validation.notANumber('Age')],
    [{ user_id: id, age: -1 }, texts.validation.notANumber('Age')],
    [{ user_id: id, age: 151 }, texts.validation.notANumber('Age')],
    [{ user_id: id, age: { years: 3 } }, texts.validation.notANumber('Age')],
    [{ user_id: id, age: 'x'.repeat(11) }, texts.validation.notANumber('Age')],
    [
      { user_id: id, skills: 'x'.repeat(PROFILE_TEXT_MAX + 1) },
      `skills must be at most ${PROFILE_TEXT_MAX} characters.`,
    ],
    [{ career: 'Teacher' }, 'user_id is required.'],
  ];
  for (const [payload, message] of cases) {
    const response = await updateProfile(app, payload, owner);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { success: false, message });
  }
  const malformed = await callUnchecked(app, users.updateProfile, {
    headers: { 'content-type': 'application/json' },
    body: '{"user_id": ',
    session: owner,
  });
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json().status, 'error');
  assert.ok(malformed.json().message);
  assert.equal((await app.db.selectFrom('profiles').selectAll().execute()).length, 0);
});

test('update_profile authorisation: guest 401, other member 403, admin 403 for another profile', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const owner = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const payload = { user_id: owner.user.id, career: 'Forged' };

  const guest = await updateProfile(app, payload);
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { success: false, message: 'Not logged in.' });
  const guestBadInput = await updateProfile(app, { user_id: 'x' });
  assert.equal(guestBadInput.statusCode, 401, 'guests are refused before their input is read');

  for (const intruder of [other, admin]) {
    const response = await updateProfile(app, payload, intruder);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { success: false, message: profileMessages.ownProfileOnly });
  }
  assert.equal((await app.db.selectFrom('profiles').selectAll().execute()).length, 0, 'nothing written');

  assert.equal((await updateProfile(app, payload, owner)).statusCode, 200);
  assert.equal(
    (await updateProfile(app, { user_id: admin.user.id, career: 'Admin' }, admin)).statusCode,
    200,
  );
  assert.equal((await getProfile(app, owner.user.id)).json().profile.career, 'Forged');
});

test('a profile is removed with its account', async (t) => {
  const app = await buildTestApp(t);
  const owner = await registerAndLogin(app);
  await updateProfile(app, { user_id: owner.user.id, ...fullProfile }, owner);
  await app.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
  assert.equal((await app.db.selectFrom('profiles').selectAll().execute()).length, 0);
  assert.equal((await getProfile(app, owner.user.id)).statusCode, 404);
});

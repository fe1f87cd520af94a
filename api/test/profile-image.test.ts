import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { getUserProfile, updateProfileImage } from 'shared-ui/contracts/users';
import { texts } from 'shared-ui/texts';
import type { App } from '../src/app.ts';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { filePart, get, jpeg, type FilePart } from './media-helpers.ts';
import type { TestSession } from './session-helpers.ts';
import { registerAndLogin } from './session-helpers.ts';
import { STORED_IMAGE_WIDTHS } from '../src/uploads/images.ts';

/** The profile image form, as this member (a guest without). */
const upload = (
  app: App,
  fields: Record<string, string>,
  files: Record<string, FilePart>,
  session?: TestSession,
) => callEndpoint(app, updateProfileImage, { form: { fields, files }, session });
const profileImages = (app: App) => readdir(path.join(app.config.dataDir, 'uploads', 'users'));

test('a member replaces their profile image; the old one is removed', async (t) => {
  const app = await buildTestApp(t);
  const amina = await registerAndLogin(app);
  const fields = { user_id: String(amina.user.id) };

  const first = await upload(
    app,
    fields,
    { profile_image: filePart(await jpeg(), 'me.jpg', 'image/jpeg') },
    amina,
  );
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(first.json(), {
    success: true,
    message: texts.profile.imageUpdated,
    profile_image: first.json().profile_image,
  });
  const name = first.json().profile_image as string;
  const served = await get(app, `/api/users/${name}`);
  assert.equal(served.statusCode, 200);
  assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
  const profile = await callEndpoint(app, getUserProfile, { query: { user_id: amina.user.id } });
  assert.equal(profile.json().profile.profile_image, name);

  const second = await upload(
    app,
    fields,
    { profile_image: filePart(await jpeg(), 'new.jpg', 'image/jpeg') },
    amina,
  );
  assert.equal(second.statusCode, 200);
  const files = await profileImages(app);
  assert.equal(files.length, STORED_IMAGE_WIDTHS.length, 'the new image in its widths only');
  assert.ok(files.every((file) => file.startsWith(second.json().profile_image.replace('.webp', ''))));
});

test('the profile image: guests, other members, no file and a non-image are refused, nothing stored', async (t) => {
  const app = await buildTestApp(t);
  const amina = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const image = { profile_image: filePart(await jpeg(), 'me.jpg', 'image/jpeg') };
  const fields = { user_id: String(amina.user.id) };

  const guest = await upload(app, fields, image);
  assert.equal(guest.statusCode, 401);
  assert.equal(guest.json().success, false);

  const someoneElse = await upload(app, fields, image, other);
  assert.equal(someoneElse.statusCode, 403);
  assert.equal(someoneElse.json().message, 'You can only change your own profile.');

  const noFile = await upload(app, fields, {}, amina);
  assert.equal(noFile.statusCode, 400);
  assert.equal(noFile.json().message, 'Please select an image to update.');

  const text = filePart(Buffer.from('not an image at all'.repeat(10)), 'me.jpg', 'image/jpeg');
  const notImage = await upload(app, fields, { profile_image: text }, amina);
  assert.equal(notImage.statusCode, 415);
  assert.equal(notImage.json().success, false);

  assert.deepEqual(await profileImages(app), []);
  assert.deepEqual(await readdir(path.join(app.config.dataDir, 'uploads', '.tmp')), []);
});

import path from 'node:path';
import type { Page } from '@playwright/test';
import { texts } from 'shared-ui/texts';
import { auth } from 'shared-ui/texts/auth';
import { account } from 'shared-ui/texts/account';
import { ROOT } from '../support/environment.ts';
import { expect, newMember, test } from '../support/fixtures.ts';
import { addressOf, routeOf } from '../../scripts/lib/api-address.ts';
import * as usersApi from 'shared-ui/contracts/users';
import * as reels from 'shared-ui/contracts/reels';

/** Small real files the server accepts (it reads the type from the bytes and checks they are whole). */
const FILES = {
  image: path.join(ROOT, 'shell/public/icons/icon-192.png'),
  video: path.join(ROOT, 'api/src/db/seed/assets/sunrise.mp4'),
  song: path.join(ROOT, 'api/src/db/seed/assets/flute.mp3'),
};
const c = account.create;
type Member = ReturnType<typeof newMember>;

/** A real MP3 the server accepts (whole MPEG-1 layer III frames, silent) of about `bytes`. */
function silentMp3(bytes: number): Buffer {
  const frame = Buffer.alloc(417); // 128 kbit/s at 44.1 kHz, no padding
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: Math.floor(bytes / frame.length) }, () => frame));
}

/** Sets the browser's upload speed in bytes a second (-1: no limit). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function logIn(page: Page, member: Member) {
  await page.getByLabel(auth.email).fill(member.email);
  await page.getByLabel(auth.password).fill(member.password);
  await page.getByRole('button', { name: auth.login }).click();
  await expect(page.getByText(auth.loginSuccess)).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: c.submit }).click();

test('a new member edits the profile, creates one of each kind with real files, finds them in the lists, deletes one and logs out', async ({
  page,
}) => {
  const member = newMember('journey');
  await page.goto('/register');
  await page.getByLabel(auth.username).fill(member.username);
  await page.getByLabel(auth.email).fill(member.email);
  await page.getByLabel(auth.password).fill(member.password);
  await page.getByRole('button', { name: auth.register }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  await expect(page.getByText(account.profile.followers)).toBeVisible();

  // Edit: the fields and a new image, previewed, then shown.
  await page.getByRole('link', { name: account.profile.edit }).click();
  await expect(page).toHaveURL(/\/profile\/edit\/\d+$/);
  await page.getByLabel(account.profile.age, { exact: true }).fill('27');
  await page.getByLabel(account.profile.placeOfBirth, { exact: true }).fill('Kilifi');
  await page.getByLabel(account.profile.skills, { exact: true }).fill('Storytelling, weaving');
  await page.getByLabel(account.profile.career, { exact: true }).fill('Teacher');
  await page.getByLabel(account.profile.experience, { exact: true }).fill('Ten years at Ganze');
  await page.getByLabel(account.profile.education, { exact: true }).fill('Pwani University');
  await page.getByRole('button', { name: account.edit.save }).click();
  await expect(page.getByText(texts.profile.updated)).toBeVisible();
  await page.getByLabel(account.profile.newImage).setInputFiles(FILES.image);
  await expect(page.getByRole('img', { name: texts.form.preview('icon-192.png') })).toBeVisible();
  await page.getByRole('button', { name: account.profile.updateImage }).click();
  await expect(page.getByText(texts.profile.imageUpdated)).toBeVisible();
  await page.getByRole('link', { name: account.edit.back }).click();
  await expect(page.getByText('Ten years at Ganze')).toBeVisible();
  const avatar = page.getByRole('img', { name: account.profile.imageOf(member.username) });
  await expect(avatar).toHaveAttribute('src', /\/api\/users\/(?!default-profile).+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Create: one of each kind.
  await page.getByRole('link', { name: account.profile.create }).first().click();
  await expect(page.getByRole('heading', { name: c.greeting(member.username) })).toBeVisible();
  await page.getByLabel(/^Article name/).fill('Kaya forests of Kilifi');
  await expect(page.getByLabel(/^Article name/)).toHaveValue('Kaya forests of Kili');
  await page.getByLabel(/^Description/).fill('The sacred forests the elders keep.');
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Subcategory/).selectOption({ index: 1 });
  await page.getByLabel(/^Main image/).setInputFiles(FILES.image);
  await submit(page);
  await expect(page.getByText(account.create.articleCreated)).toBeVisible();
  await expect(page.getByLabel(/^Article name/)).toHaveValue('');

  await page.getByRole('tab', { name: account.create.tabs[1] }).click();
  await expect(page).toHaveURL(/\/create\?tab=reel$/);
  await page.getByLabel(/^Description/).fill('Sunrise over Mida creek');
  await page.getByLabel(/^Video/).setInputFiles(FILES.video);
  await submit(page);
  await expect(page.getByText(account.create.reelCreated)).toBeVisible();

  await page.getByRole('tab', { name: account.create.tabs[2] }).click();
  await page.getByLabel(/^Song title/).fill('Flute of the Kaya');
  await page.getByLabel(/^Artist/).fill(member.username);
  await page.getByLabel(/^Short description/).fill('A morning tune.');
  await page.getByLabel(/^Category/).fill('Traditional');
  await page.getByLabel(/^Cover image/).setInputFiles(FILES.image);
  await page.getByLabel(/^Song file/).setInputFiles(FILES.song);
  await submit(page);
  await expect(page.getByText(account.create.musicUploaded)).toBeVisible();

  await page.getByRole('tab', { name: account.create.tabs[3] }).click();
  await page.getByLabel(/^YouTube video ID/).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.getByLabel(/^YouTube video ID/)).toHaveValue('dQw4w9WgXcQ');
  await page.getByLabel(/^Description/).fill('Elders of the Kaya speak');
  await submit(page);
  await expect(page.getByText(account.create.youtubeAdded)).toBeVisible();

  // Each is in its list at once; the article waits as pending.
  await page.getByRole('link', { name: c.seeList.youtube }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Elders of the Kaya speak' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: account.lists.nav });
  await nav.getByRole('link', { name: account.lists.articles }).click();
  const article = page.getByRole('list', { name: account.lists.articles }).getByRole('listitem');
  await expect(article.getByRole('link', { name: 'Kaya forests of Kili' })).toBeVisible();
  await expect(article.getByText('pending')).toBeVisible();
  await nav.getByRole('link', { name: account.lists.music }).click();
  const song = page.getByRole('list', { name: account.lists.music }).getByRole('listitem');
  await expect(song.getByRole('heading', { name: 'Flute of the Kaya' })).toBeVisible();
  const listen = await song.getByRole('link', { name: texts.music.listenNow }).getAttribute('href');
  expect((await page.request.get(listen!)).headers()['content-type']).toMatch(/^audio\/mpeg/);

  // Delete the reel after the confirm question.
  await nav.getByRole('link', { name: texts.reels.heading }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.reels.heading })).toBeVisible();
  await page.getByRole('button', { name: account.lists.deleteNamed('Sunrise over Mida creek') }).click();
  await page
    .getByRole('alertdialog', { name: account.remove.confirm('reel') })
    .getByRole('button', { name: texts.common.delete })
    .click();
  await expect(page.getByText(texts.reels.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(texts.reels.empty)).toBeVisible();

  // Log out from /create: to /, signed out on the server too.
  await page.goto('/create');
  await page.getByRole('button', { name: auth.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get(addressOf(usersApi.me))).status()).toBe(401);
});

test('member pages send a guest to log in and back; logging out in one tab signs out the others', async ({
  page,
  context,
}) => {
  const member = newMember('guard');
  expect((await page.request.post(addressOf(usersApi.register), { data: member })).status()).toBe(201);
  for (const path of [
    '/profile',
    '/profile/edit/1',
    '/user/articles',
    '/user/reels',
    '/user/music',
    '/user/myyoutube',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/create?tab=music');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member);
  await expect(page).toHaveURL(/\/create\?tab=music$/);
  await expect(page.getByRole('tab', { name: account.create.tabs[2] })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const other = await context.newPage();
  await other.goto('/user/reels');
  await expect(other.getByRole('heading', { level: 1, name: texts.reels.heading })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: auth.logout }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(other).toHaveURL(/\/login$/);
  expect((await other.request.get(addressOf(usersApi.me))).status()).toBe(401);
});

test('an upload that fails or is cancelled keeps what was typed and picked; the same form sends once the connection is back', async ({
  page,
}) => {
  const member = newMember('dropped');
  expect((await page.request.post(addressOf(usersApi.register), { data: member })).status()).toBe(201);
  await page.goto('/create?tab=reel');
  await logIn(page, member);
  await expect(page).toHaveURL(/\/create\?tab=reel$/);
  await page.route(routeOf(reels.createReel), (route) => route.abort('connectionreset'));
  await page.getByLabel(/^Description/).fill('Dhow at Vanga');
  await page.getByLabel(/^Video/).setInputFiles(FILES.video);
  await submit(page);
  await expect(page.getByRole('alert')).toHaveText(account.create.reelFailed);
  await expect(page.getByText(c.kept)).toBeVisible();
  await expect(page.getByLabel(/^Description/)).toHaveValue('Dhow at Vanga');
  await expect(page.getByText(texts.form.selectedFile('sunrise.mp4', '82 KB'))).toBeVisible();

  await page.unroute(routeOf(reels.createReel));
  await submit(page);
  await expect(page.getByText(account.create.reelCreated)).toBeVisible();
  await page.getByRole('link', { name: c.seeList.reel }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dhow at Vanga' })).toBeVisible();

  // Add Music: a file of another type gets the music form's own text (naming the type).
  await page.goto('/create?tab=music');
  await page.getByLabel(/^Song file/).setInputFiles(FILES.image);
  await expect(page.getByText(account.create.invalidMusicFileType('image/png'))).toBeVisible();
  // A large song on a slow connection shows how far it has got; Cancel keeps the form, saves nothing.
  await page.getByLabel(/^Song title/).fill('Ngoma ndefu');
  await page.getByLabel(/^Artist/).fill(member.username);
  await page.getByLabel(/^Short description/).fill('The long drum.');
  await page.getByLabel(/^Category/).fill('Traditional');
  await page.getByLabel(/^Cover image/).setInputFiles(FILES.image);
  const song = silentMp3(9 * 1024 * 1024);
  await page
    .getByLabel(/^Song file/)
    .setInputFiles({ name: 'ngoma-ndefu.mp3', mimeType: 'audio/mpeg', buffer: song });
  await expect(page.getByText(texts.form.selectedFile('ngoma-ndefu.mp3', '9 MB'))).toBeVisible();
  await throttleUploads(page, 256 * 1024);
  await submit(page);
  // The bar and the words beside it, read together: a percentage on its way, shown to the member.
  const sending = page.getByRole('status').filter({ has: page.getByRole('progressbar') });
  const progress = () =>
    sending.evaluate((status) => ({
      percent: Number(status.querySelector('progress')?.value),
      text: status.textContent,
    }));
  await expect.poll(async () => (await progress()).percent).toBeGreaterThan(0);
  const { percent, text } = await progress();
  expect(percent).toBeLessThan(100);
  expect(text).toBe(texts.form.uploading(percent));
  await page.getByRole('button', { name: c.cancelUpload }).click();
  await expect(page.getByRole('alert')).toHaveText(c.cancelled);
  await expect(page.getByLabel(/^Song title/)).toHaveValue('Ngoma ndefu');
  await expect(page.getByText(texts.form.selectedFile('ngoma-ndefu.mp3', '9 MB'))).toBeVisible();
  await throttleUploads(page, -1);
  await page.goto('/user/music');
  await expect(page.getByText(texts.music.empty)).toBeVisible();
});

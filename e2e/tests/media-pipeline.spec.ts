/**
 * The media pipeline with real files, made by ffmpeg here: a three-minute tone and a short
 * phone-sized HEVC `.mov`. The owner uploads each, sees it "Processing…" in their list and then
 * ready; the player asks for the normal copy, and for the low-data copy in low-data mode; a reel
 * shows its poster before it plays, plays in Chromium, and in low-data mode loads its small copy
 * only when play is pressed; a file the server cannot use is refused with its reason.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { Song } from 'shared-ui';
import * as music from 'shared-ui/contracts/music';
import * as reels from 'shared-ui/contracts/reels';
import { account } from 'shared-ui/texts/account';
import { media } from 'shared-ui/texts/media';
import { addressOf, routeOf } from '../../scripts/lib/api-address.ts';
import { mediaMessages } from '../../api/src/schemas/music.ts';
import { ROOT } from '../support/environment.ts';
import { expect, logInAsNewMember, test } from '../support/fixtures.ts';

const c = account.create;
const COVER = path.join(ROOT, 'shell/public/icons/icon-192.png');
/** Copies are made one job at a time on a shared machine: a reel's take a while. */
const READY_WITHIN = 120_000;

let folder = '';
const file = (name: string) => path.join(folder, name);
const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd: folder });

test.beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'media-pipeline-'));
  // A three-minute 440 Hz tone at 128 kbit/s, as a phone records an MP3.
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=180', '-b:a', '128k', 'tone.mp3');
  // Four seconds of a phone's portrait HEVC video with sound, as an iPhone writes it.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=1080x1920:rate=30', '-f', 'lavfi', '-i', 'sine'],
    ...[
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-x265-params',
      'log-level=error',
      '-tag:v',
      'hvc1',
      '-c:a',
      'aac',
      '-t',
      '4',
      'clip.mov',
    ],
  );
  // A video without a sound track: refused.
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=720x1280:rate=30', '-c:v', 'libx264', '-t', '2', 'silent.mp4');
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every address the page asks for from now on. */
function requestsOf(page: Page): { urls: () => string[]; clear: () => void } {
  let seen: string[] = [];
  page.on('request', (request: Request) => void seen.push(new URL(request.url()).pathname));
  return { urls: () => seen, clear: () => (seen = []) };
}

/** Turns low-data mode on for this device, as the switch in /settings does. */
const lowData = (page: Page) =>
  page.context().addCookies([{ name: 'lowData', value: 'on', url: new URL(page.url()).origin }]);

/** Waits in the owner's list until the item named `name` is no longer being prepared. */
async function waitUntilReady(page: Page, name: string) {
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item.getByText(account.lists.processing)).toBeHidden({ timeout: READY_WITHIN });
  await expect(item.getByRole('progressbar')).toHaveCount(0);
}

test('a song: the owner sees it Processing…, then ready; the player asks for the normal copy, and the low-data copy in low-data mode', async ({
  page,
}) => {
  test.setTimeout(READY_WITHIN + 60_000);
  await logInAsNewMember(page, 'pipesong');
  await page.goto('/create?tab=music');
  await page.getByLabel(/^Song title/).fill('Toni ya Pwani');
  await page.getByLabel(/^Artist/).fill('Kadzo');
  await page.getByLabel(/^Short description/).fill('A long tone.');
  await page.getByLabel(/^Category/).fill('Test');
  await page.getByLabel(/^Cover image/).setInputFiles(COVER);
  await page.getByLabel(/^Song file/).setInputFiles(file('tone.mp3'));
  const created = page.waitForResponse(routeOf(music.addMusic));
  await page.getByRole('button', { name: c.submit }).click();
  const { song } = (await (await created).json()) as { song: Song & { processing: { state: string } } };
  expect(song.processing.state).toBe('processing');
  await expect(page.getByText(c.musicUploaded)).toBeVisible();
  await expect(page.getByText(c.songPreparing)).toBeVisible();

  // Its owner's list: Processing… with its progress, then the song, ready.
  await page.getByRole('link', { name: c.seeList.music }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Toni ya Pwani' });
  await expect(item.getByText(account.lists.processing)).toBeVisible();
  await expect(item.getByRole('progressbar', { name: /%$/ })).toBeVisible();
  await waitUntilReady(page, 'Toni ya Pwani');

  const answer = await page.request.get(addressOf(music.getMusic, { query: { id: song.id } }));
  const ready = (await answer.json()) as Song;
  expect(ready.duration).toBe(180);
  expect(ready.song_normal_url).toBeTruthy();
  expect(ready.song_low_url).toBeTruthy();

  // The song page: its length, and the normal copy is what plays.
  const requests = requestsOf(page);
  await page.goto(`/song?id=${song.id}`);
  await expect(page.getByText(media.music.duration('3:00'))).toBeAttached();
  await page.getByRole('button', { name: media.music.play, exact: true }).click();
  await expect.poll(requests.urls).toContain(`/api/${ready.song_normal_url}`);
  await expect(page.getByRole('button', { name: media.music.pause, exact: true })).toBeVisible();
  expect(requests.urls()).not.toContain(`/api/${ready.song_url}`);

  // /music lists it with its length.
  await page.goto('/music');
  const row = page.getByRole('listitem').filter({ hasText: 'Toni ya Pwani' });
  await expect(row.getByText(media.music.duration('3:00'))).toBeAttached();

  // Low-data mode: the low-data copy (Chromium plays Opus in WebM).
  await lowData(page);
  await page.goto(`/song?id=${song.id}`);
  requests.clear();
  await page.getByRole('button', { name: media.music.play, exact: true }).click();
  await expect.poll(requests.urls).toContain(`/api/${ready.song_low_url}`);
  expect(requests.urls()).not.toContain(`/api/${ready.song_normal_url}`);
});

test('a reel: Processing…, then ready; its poster shows before play, it plays in Chromium, and low-data mode loads the small copy only on play', async ({
  page,
}) => {
  test.setTimeout(READY_WITHIN + 90_000);
  await logInAsNewMember(page, 'pipereel');
  await page.goto('/create?tab=reel');
  const description = `Ngoma ya simu ${Date.now().toString(36)}`;
  await page.getByLabel(/^Description/).fill(description);
  await page.getByLabel(/^Video/).setInputFiles(file('clip.mov'));
  const created = page.waitForResponse(routeOf(reels.createReel));
  await page.getByRole('button', { name: c.submit }).click();
  const { reel } = (await (await created).json()) as { reel: reels.Reel & { processing: { state: string } } };
  expect(reel.processing.state).toBe('processing');
  await expect(page.getByText(c.reelPreparing)).toBeVisible();

  await page.getByRole('link', { name: c.seeList.reel }).click();
  const item = page.getByRole('listitem').filter({ hasText: description });
  await expect(item.getByText(account.lists.processing)).toBeVisible();
  await waitUntilReady(page, description);

  const answer = await page.request.get(addressOf(reels.getReel, { query: { id: reel.id } }));
  const ready = ((await answer.json()) as { reel: reels.Reel }).reel;
  expect(ready.duration).toBeGreaterThanOrEqual(4);
  expect(ready.duration).toBeLessThanOrEqual(5);
  expect(ready.poster).toBeTruthy();
  expect(ready.video_normal_url).toBeTruthy();
  expect(ready.video_low_url).toBeTruthy();
  const posterStem = ready.poster!.replace(/\.webp$/, '');

  // Low-data mode: the poster, and not a byte of video, until play is pressed; then the small copy.
  await lowData(page);
  const requests = requestsOf(page);
  await page.goto('/reels');
  const feed = page.getByRole('list', { name: media.reels.feed });
  const first = feed.getByRole('listitem').first();
  await expect(first).toContainText(description);
  const video = first.locator('video');
  await expect(video).toHaveAttribute('poster', new RegExp(`/api/images/${posterStem}-w480\\.webp$`));
  await expect
    .poll(() => requests.urls().some((url) => url.includes(`/api/images/${posterStem}`)))
    .toBe(true);
  expect(requests.urls().filter((url) => url.startsWith('/api/videos/'))).toEqual([]);
  await first.getByRole('button', { name: media.reels.play, exact: true }).click();
  await expect.poll(requests.urls).toContain(`/api/videos/${ready.video_low_url}`);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(requests.urls()).not.toContain(`/api/videos/${ready.video_normal_url}`);

  // Normal mode: the shared reel shows its poster and plays the normal copy in Chromium.
  await page.context().clearCookies({ name: 'lowData' });
  requests.clear();
  await page.goto(`/share-reel/${reel.id}`);
  const shared = page.locator('video.media-reel__video');
  await expect(shared).toHaveAttribute('poster', new RegExp(`/api/images/${posterStem}-w480\\.webp$`));
  await expect(shared).toHaveAttribute('src', new RegExp(`/api/videos/${ready.video_normal_url}$`));
  await shared.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => shared.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(requests.urls()).not.toContain(`/api/videos/${ready.video}`);
});

test('a video the server cannot use is refused with its reason, and nothing is listed', async ({ page }) => {
  await logInAsNewMember(page, 'pipebad');
  await page.goto('/create?tab=reel');
  await page.getByLabel(/^Description/).fill('Kimya');
  await page.getByLabel(/^Video/).setInputFiles(file('silent.mp4'));
  await page.getByRole('button', { name: c.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(mediaMessages.reelNoAudio);
  await page.goto('/user/reels');
  await expect(page.getByText('Kimya')).toHaveCount(0);
});

import { texts } from 'shared-ui/texts';
import { media } from 'shared-ui/texts/media';
import { expect, test } from '../support/fixtures.ts';

const t = media.music;

test('a visitor searches and sorts songs, plays one that keeps playing on other pages, and stops it', async ({
  page,
}) => {
  await page.goto('/music');
  const songs = page.getByRole('list', { name: texts.music.list });
  await expect(songs.getByRole('listitem').first()).toBeVisible();
  // A cover in the list is the 160 px thumbnail, not a 480 px picture shrunk to 56 px.
  const cover = songs.locator('img.media-song__cover').first();
  await expect(cover).toHaveAttribute('src', /-w160\.webp$/);
  await cover.scrollIntoViewIfNeeded();
  const coverWidth = () => cover.evaluate((img: HTMLImageElement) => img.naturalWidth);
  await expect.poll(coverWidth).toBeGreaterThan(0);
  expect(await coverWidth()).toBeLessThanOrEqual(160);

  // Sorting by likes puts the most liked first.
  await page.getByLabel(texts.music.sort).selectOption('liked');
  const likeCounts = async () =>
    (await songs.getByRole('button', { name: new RegExp(`^${t.like}: `) }).allTextContents()).map((text) =>
      Number(/(\d+)/.exec(text)?.[1]),
    );
  await expect.poll(async () => (await likeCounts())[0]).toBe(Math.max(...(await likeCounts())));

  // Searching by artist keeps only that artist's songs; nonsense finds nothing.
  const artist = (await songs.locator('.media-song__artist').first().textContent()) ?? '';
  await page.getByLabel(texts.music.searchLabel).fill(artist.split(' ')[0]!);
  await expect(songs.locator('.media-song__artist').first()).toContainText(artist.split(' ')[0]!);
  await page.getByLabel(texts.music.searchLabel).fill('zzqqxx');
  await expect(page.getByText(texts.music.noSongs)).toBeVisible();
  await page.getByLabel(texts.music.searchLabel).fill('');

  // Play: the real audio file plays (its time advances) and the mini player shows.
  const title = (await songs.locator('.media-song__title').first().textContent()) ?? '';
  await songs.getByRole('button', { name: `${t.play}: ${title}` }).click();
  const player = page.getByRole('region', { name: media.player.label });
  await expect(player).toContainText(title);
  await expect(songs.getByRole('button', { name: `${t.stop}: ${title}` })).toBeVisible();

  // The detail dialog: its facts, and the song's time moving.
  await songs.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('img', { name: t.cover(title) })).toBeVisible();
  await expect(dialog.getByText(/^Updated /)).toBeVisible();
  await expect(dialog.getByText(/^Category: /)).toBeVisible();
  await expect(dialog.getByRole('slider', { name: t.seek })).toBeEnabled();
  await dialog.getByRole('button', { name: texts.common.close }).first().click();
  await expect(dialog).toBeHidden();

  // Stop, then play again.
  await songs.getByRole('button', { name: `${t.stop}: ${title}` }).click();
  await expect(player.getByRole('button', { name: t.play, exact: true })).toBeVisible();
  await songs.getByRole('button', { name: `${t.play}: ${title}` }).click();

  // Navigating to other remotes' pages: the same song goes on playing.
  await page.getByRole('link', { name: 'Stories', exact: true }).first().click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(player).toContainText(title);
  await expect(player.getByRole('button', { name: t.pause, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(player.getByRole('button', { name: t.pause, exact: true })).toBeVisible();
  await expect
    .poll(() => player.getByRole('progressbar').evaluate((bar) => (bar as HTMLProgressElement).value))
    .toBeGreaterThan(0.5);

  // Pause from the mini player, then close it.
  await player.getByRole('button', { name: t.pause, exact: true }).click();
  await expect(player.getByRole('button', { name: t.play, exact: true })).toBeVisible();
  await player.getByRole('button', { name: media.player.close }).click();
  await expect(player).toBeHidden();
});

import { media } from 'shared-ui/texts/media';
import { expect, test } from '../support/fixtures.ts';

const t = media.reels;

test.use({ hasTouch: true });

test('the reels feed plays the visible reel muted, advances on a swipe and by key, and a reel opens from its shared link', async ({
  page,
}) => {
  await page.goto('/reels');
  const feed = page.getByRole('list', { name: t.feed });
  const reels = feed.getByRole('listitem');
  /**
   * Once the feed has come to rest on reel `index` (its top at the feed's top: a scroll and the
   * snap after it are over), that reel is the current one. A reel is current from halfway there,
   * so its `aria-current` alone does not say the feed is still: the next scroll waits for this.
   */
  const restsOn = async (index: number) => {
    await expect
      .poll(() =>
        feed.evaluate((list, at) => {
          const reel = list.children[at];
          return reel
            ? Math.abs(reel.getBoundingClientRect().top - list.getBoundingClientRect().top) < 1
            : false;
        }, index),
      )
      .toBe(true);
    await expect(reels.nth(index)).toHaveAttribute('aria-current', 'true');
  };
  await expect(reels.first()).toHaveAttribute('aria-current', 'true');
  const first = reels.nth(0).locator('video');
  await expect
    .poll(() => first.evaluate((video: HTMLVideoElement) => video.muted && !video.paused))
    .toBe(true);
  // Only the visible reel and the next have a source.
  await expect(feed.locator('video[src]')).toHaveCount(2);

  // A swipe up moves to the next reel; the first pauses.
  const box = (await feed.boundingBox())!;
  const session = await page.context().newCDPSession(page);
  const x = Math.round(box.x + box.width / 2);
  let y = Math.round(box.y + box.height * 0.85);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 10; step += 1) {
    y -= Math.round(box.height / 14);
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await restsOn(1);
  await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

  // The wheel (one reel's height) and the keyboard move too; never more than the visible reel
  // and the next have a source.
  await page.mouse.move(x, Math.round(box.y + box.height / 2));
  await page.mouse.wheel(0, box.height);
  await restsOn(2);
  await feed.focus();
  await page.keyboard.press('ArrowUp');
  await restsOn(1);
  await page.keyboard.press('ArrowDown');
  await restsOn(2);
  await expect(feed.locator('video[src]')).toHaveCount(2);

  // Share the visible reel, then open its link.
  const current = reels.nth(2);
  const description = (await current.locator('.media-reel__description').textContent()) ?? '';
  await current.getByRole('button', { name: t.share }).click();
  const link = await current.getByRole('textbox', { name: t.shareLink }).inputValue();
  expect(link).toMatch(/\/share-reel\/\d+$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: media.sharedReel.title })).toBeVisible();
  await expect(page.getByRole('main').getByText(description, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: media.sharedReel.more }).click();
  await expect(page).toHaveURL(/\/reels$/);
  await expect(page.getByRole('list', { name: t.feed })).toBeVisible();
});

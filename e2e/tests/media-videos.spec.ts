import { media } from 'shared-ui/texts/media';
import { expect, test } from '../support/fixtures.ts';

const t = media.videos;

test('featured videos: the player loads on a click, a like counts once per device, comments page by 5 and take an emoji', async ({
  page,
  baseURL,
}) => {
  // Nothing from another site (no player script, frame or cookie) until the visitor asks; a
  // YouTube video's thumbnail picture is the one thing shown before (another test may add one).
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    const thumbnail = request.resourceType() === 'image' && url.startsWith('https://i.ytimg.com/vi/');
    if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !thumbnail) foreign.push(url);
  });
  await page.goto('/meta');
  const videos = page.getByRole('main').getByRole('article');
  await expect(videos.first()).toBeVisible();
  // No player until asked: only the poster button.
  await expect(page.locator('iframe, video')).toHaveCount(0);

  // The video with the most comments: 5 show, Show More shows the rest.
  const card = videos.filter({ hasText: 'Sunrise over the coast' });
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await expect(card.getByText(/ views?$/)).toBeVisible();
  await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
  const comments = card.getByRole('list', { name: t.comments });
  await expect(comments.getByRole('listitem')).toHaveCount(5);
  await card.getByRole('button', { name: t.showMore }).click();
  await expect(comments.getByRole('listitem')).toHaveCount(7);
  await expect(card.getByRole('button', { name: t.showMore })).toBeHidden();

  // A comment with an emoji from the picker.
  await card.getByRole('textbox', { name: t.commentLabel }).fill('Asante sana');
  await card.getByRole('button', { name: t.emojiPicker }).click();
  await expect(card.getByRole('group', { name: t.emojis }).getByRole('button')).toHaveCount(50);
  await card.getByRole('button', { name: t.insert('🔥') }).click();
  await card.getByRole('button', { name: t.post }).click();
  await expect(comments.getByRole('listitem').first()).toContainText('Asante sana🔥');
  await expect(card.getByRole('textbox', { name: t.commentLabel })).toHaveValue('');

  // Like once: the count goes up; a second time only says it was liked already.
  const like = card.getByRole('button', { name: new RegExp(`^${t.like} \\d`) });
  const count = async () => Number(/(\d+) likes?/.exec((await like.textContent()) ?? '')?.[1]);
  const before = await count();
  await like.click();
  await expect.poll(count).toBe(before + 1);
  await like.click();
  await expect(card.getByText(media.videos.alreadyLiked)).toBeVisible();
  expect(await count()).toBe(before + 1);
  await page.reload();
  await card.getByRole('button', { name: new RegExp(`^${t.like} \\d`) }).click();
  await expect(card.getByText(media.videos.alreadyLiked)).toBeVisible();

  // Share shows the link; the player loads only now.
  await card.getByRole('button', { name: t.share }).click();
  await expect(card.getByRole('textbox', { name: t.shareLink })).toHaveValue(/\/meta#video-\d+$/);
  await card.getByRole('button', { name: t.play(name) }).click();
  await expect(card.locator('video')).toHaveCount(1);
  expect(foreign).toEqual([]);
});

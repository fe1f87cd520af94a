/**
 * A forged `userSession` record on the device (another member's id, name and email, written into
 * local storage by hand) grants nothing: the pages do not show that member as signed in once the
 * server has been asked, the record is dropped, and no write made from the page succeeds.
 */
import type { Response } from '@playwright/test';
import { expect, newMember, test } from '../support/fixtures.ts';

test('a forged userSession record in local storage shows no member and writes nothing', async ({
  page,
  playwright,
  baseURL,
}) => {
  const setup = await playwright.request.newContext({ baseURL });
  const victim = newMember('forged');
  expect((await setup.post('/api/users/register.php', { data: victim })).status()).toBe(201);
  const login = await setup.post('/api/users/login.php', {
    data: { email: victim.email, password: victim.password },
  });
  const { id } = (await login.json()).user as { id: number };
  const profileBefore = await (await setup.get(`/api/users/get_user_profile.php?user_id=${id}`)).text();

  // Every write the page makes is watched: none may succeed.
  const writes: Response[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' && response.url().includes('/api/')) writes.push(response);
  });

  await page.goto('/about');
  const forged = { id, username: victim.username, email: victim.email, following: [] };
  await page.evaluate((record) => localStorage.setItem('userSession', JSON.stringify(record)), forged);

  // The member-only page sends the visitor to log in, and the header offers a login.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Profile of ${victim.username}` })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('userSession'))).toBeNull();

  // Planted again, it is dropped again on the next visit, on any page.
  await page.evaluate((record) => localStorage.setItem('userSession', JSON.stringify(record)), forged);
  await page.goto('/articles');
  await expect(page.getByText('Guest Mode')).toBeVisible();
  await expect(page.getByRole('link', { name: `Profile of ${victim.username}` })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userSession'))).toBeNull();

  // Writes as the forged member, sent from the page as its scripts would send them.
  const statuses = await page.evaluate(async (userId) => {
    const post = async (url: string, body: unknown) =>
      (
        await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    return [
      await post('/api/users/update_profile.php', { user_id: userId, skills: 'forged' }),
      await post('/api/pages/follow_user.php', { userId, authorId: 1 }),
      await post('/api/youtube/post_comment.php', { video_id: 1, comment: 'forged', user_id: userId }),
      await post('/api/users/delete_reel.php', { reelId: 1 }),
    ];
  }, id);
  expect(statuses).toEqual([401, 401, 401, 401]);
  expect(writes.filter((response) => response.ok()).map((response) => response.url())).toEqual([]);
  expect(await (await setup.get(`/api/users/get_user_profile.php?user_id=${id}`)).text()).toBe(profileBefore);
  await setup.dispose();
});

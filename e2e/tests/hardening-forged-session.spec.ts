/**
 * A forged `userSession` record on the device (another member's id, name and email, written into
 * local storage by hand) grants nothing: the pages do not show that member as signed in once the
 * server has been asked, the record is dropped, and no write made from the page succeeds.
 */
import type { Response } from '@playwright/test';
import { expect, newMember, test } from '../support/fixtures.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as users from 'shared-ui/contracts/users';
import * as youtube from 'shared-ui/contracts/youtube';

test('a forged userSession record in local storage shows no member and writes nothing', async ({
  page,
  playwright,
  baseURL,
}) => {
  const setup = await playwright.request.newContext({ baseURL });
  const victim = newMember('forged');
  expect((await setup.post(addressOf(users.register), { data: victim })).status()).toBe(201);
  const login = await setup.post(addressOf(users.login), {
    data: { email: victim.email, password: victim.password },
  });
  const { id } = (await login.json()).user as { id: number };
  const profileBefore = await (
    await setup.get(addressOf(users.getUserProfile, { query: { user_id: id } }))
  ).text();

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
  const forgedWrites: [string, unknown][] = [
    [addressOf(users.updateProfile), { user_id: id, skills: 'forged' }],
    [addressOf(pages.followUser), { userId: id, authorId: 1 }],
    [addressOf(youtube.postComment), { video_id: 1, comment: 'forged', user_id: id }],
    [addressOf(users.deleteReel), { reelId: 1 }],
  ];
  const statuses = await page.evaluate(async (sent) => {
    const answered: number[] = [];
    for (const [url, body] of sent) {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      answered.push(response.status);
    }
    return answered;
  }, forgedWrites);
  expect(statuses).toEqual([401, 401, 401, 401]);
  expect(writes.filter((response) => response.ok()).map((response) => response.url())).toEqual([]);
  expect(await (await setup.get(addressOf(users.getUserProfile, { query: { user_id: id } }))).text()).toBe(
    profileBefore,
  );
  await setup.dispose();
});

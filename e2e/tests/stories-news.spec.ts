import { expect, test } from '../support/fixtures.ts';
import { newsHighlights } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as news from 'shared-ui/contracts/news';

test('/news lists the news from the API, one item open at a time', async ({ page }) => {
  const answer = await (await page.request.get(addressOf(news.getNews))).json();
  expect(answer.success).toBe(true);
  const items = answer.data as { name: string; full_description: string }[];
  expect(items.length).toBeGreaterThan(2);

  await page.goto('/news');
  const list = page.getByRole('main').getByRole('listitem');
  await expect(list).toHaveCount(items.length);
  const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
  await expect(list.first()).toContainText(first.name);

  await page.getByRole('button', { name: first.name }).click();
  await expect(page.getByText(first.full_description)).toBeVisible();
  await page.getByRole('button', { name: second.name }).click();
  await expect(page.getByText(second.full_description)).toBeVisible();
  await expect(page.getByText(first.full_description)).toHaveCount(0);
});

test('/home shows the 2 latest news items through the stories widget', async ({ page }) => {
  const answer = await (await page.request.get(addressOf(news.getNews))).json();
  const latest = (answer.data as { name: string; launches_on: string }[])
    .sort((a, b) => b.launches_on.localeCompare(a.launches_on))
    .slice(0, 2);
  await page.goto('/home');
  const highlights = await newsHighlights(page);
  await expect(highlights).toHaveCount(2);
  await expect(highlights.nth(0)).toContainText(latest[0]!.name);
  await expect(highlights.nth(1)).toContainText(latest[1]!.name);
});

import { expect, test } from '../support/fixtures.ts';
import { newsHighlights } from '../support/shell.ts';

test('a remote whose files are blocked fails only in its own area', async ({ page }) => {
  await page.route('**/mfe/media/**', (route) => route.abort());
  const failures: unknown[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('media/App')) failures.push(message.text());
  });

  await page.goto('/music');
  const main = page.getByRole('main');
  await expect(main.getByText('Something went wrong.')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(failures.length).toBeGreaterThanOrEqual(3); // retried, each failure reported

  // The rest of the site keeps working, in the same page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'News highlights' })).toBeVisible();
  await expect(await newsHighlights(page)).toHaveCount(2);
  await nav.getByRole('link', { name: 'Stories' }).click();
  await expect(page.getByRole('heading', { name: 'Articles & Stories' })).toBeVisible();
  await nav.getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('navigation', { name: 'Marketplace' })).toBeVisible();

  // Once the files can be fetched again, Try again recovers the remote without a reload.
  await page.unroute('**/mfe/media/**');
  await nav.getByRole('link', { name: 'Music' }).click();
  await expect(page.getByRole('heading', { name: 'Nyimbo za Mijikenda' })).toBeVisible();
});

test('a failed remote recovers with Try again', async ({ page }) => {
  let blocked = true;
  await page.route('**/mfe/account/**', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/login');
  await expect(page.getByText('Something went wrong.')).toBeVisible({ timeout: 20_000 });
  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

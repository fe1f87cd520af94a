/**
 * Front-end faults: each remote's files blocked in turn degrade only that remote's pages, and
 * with the API unreachable every page says what the spec says for a failure (or shows what
 * the offline app kept), never a blank page.
 */
import type { Page } from '@playwright/test';
import { DOCUMENT_ANSWERS_ID } from 'shared-ui/contracts';
import { expect, test } from '../support/fixtures.ts';

const REMOTES = [
  { name: 'stories', path: '/articles', heading: 'Articles & Stories' },
  { name: 'media', path: '/music', heading: 'Nyimbo za Mijikenda' },
  { name: 'marketplace', path: '/marketplace', heading: 'Marketplace' },
  { name: 'account', path: '/login', heading: 'Log in' },
];

for (const blocked of REMOTES) {
  test(`with ${blocked.name}'s files blocked, only ${blocked.path} degrades`, async ({ page }) => {
    await page.route(`**/mfe/${blocked.name}/**`, (route) => route.abort());
    await page.goto(blocked.path);
    const main = page.getByRole('main');
    await expect(main.getByText('Something went wrong.')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const other of REMOTES.filter((remote) => remote !== blocked)) {
      await page.goto(other.path);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: other.heading }),
      ).toBeVisible();
    }
  });
}

/** What the main area says, once it says something other than that it is loading. */
async function settledText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main).not.toHaveText(/^\s*$/);
  await expect(main.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0, { timeout: 20_000 });
  return main.innerText();
}

test('with the API unreachable from the first visit, every page says the spec’s failure or empty text', async ({
  page,
  context,
}) => {
  // On the context, so that the service worker's own fetches fail too.
  await context.route('**/api/**', (route) => route.abort());
  // A server whose API fails sends its pages without a guest's first answers (they are read
  // from that API): the documents here come without them too.
  await context.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const element = new RegExp(
        `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">.*?</script>`,
        's',
      );
      const body = (await response.text()).replace(element, '');
      return route.fulfill({ response, body });
    },
  );
  const expected: Record<string, RegExp> = {
    '/articles': /No articles found\. Please check your internet connection\./,
    '/marketplace': /Failed to fetch products\./,
    // A failed read is never shown as an empty list.
    '/music': /Failed to fetch music\./,
    '/news': /No news available\./,
    '/home': /No recent news available\./,
    '/login': /Log in/,
  };
  for (const [path, text] of Object.entries(expected)) {
    await page.goto(path);
    // The home page loads its news widget when it scrolls into view.
    if (path === '/home')
      await page.getByRole('heading', { name: 'News highlights' }).scrollIntoViewIfNeeded();
    expect(await settledText(page), path).toMatch(text);
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

test('with the API unreachable after a visit, the lists read before still show', async ({
  page,
  context,
}) => {
  // A visitor who has been here before: the offline app is installed and controls the pages.
  await page.goto('/home');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const seen: Record<string, string> = {};
  for (const path of ['/articles', '/marketplace', '/news']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    seen[path] = (await page.getByRole('main').getByRole('listitem').first().innerText()).split('\n')[0]!;
  }
  await context.route('**/api/**', (route) => route.abort());
  for (const [path, first] of Object.entries(seen)) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(first, { exact: false }).first(), path).toBeVisible();
  }
});

import { marketplace } from 'shared-ui/texts/marketplace';
import { stories } from 'shared-ui/texts/stories';
import { expect, test } from '../support/fixtures.ts';
import { controlledByServiceWorker, newsHighlights } from '../support/shell.ts';

test('after one visit, /home, /news and /articles work with the network off', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await controlledByServiceWorker(page);

  // One visit, online: the service worker keeps what these pages need.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(await newsHighlights(page)).toHaveCount(2);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News and announcements' })).toBeVisible();
  const newsItems = page.getByRole('main').getByRole('listitem');
  await expect(newsItems.first()).toBeVisible(); // the heading may show before the list arrives
  const newsCount = await newsItems.count();
  expect(newsCount).toBeGreaterThan(2);
  await nav.getByRole('link', { name: 'Stories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles & Stories' })).toBeVisible();
  const articles = page.getByRole('main').getByRole('listitem');
  await expect(articles.first()).toBeVisible();
  const articleCount = await articles.count();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles & Stories' })).toBeVisible();
    await expect(articles).toHaveCount(articleCount);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Karibu/ })).toBeVisible();
    await expect(await newsHighlights(page)).toHaveCount(2);

    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News and announcements' })).toBeVisible();
    await expect(newsItems).toHaveCount(newsCount);

    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles & Stories' })).toBeVisible();
    await expect(articles).toHaveCount(articleCount);
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test("after one visit, a product page, an article's comments and its author's page work with the network off", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/marketplace');
  await controlledByServiceWorker(page);
  const cards = page.getByRole('main').getByRole('listitem');
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  // The product has loaded once its chat link shows (the page's heading says it is loading before).
  await expect(page.getByRole('link', { name: marketplace.chatWithSeller })).toBeVisible();
  const product = page.getByRole('heading', { level: 1 });
  const name = (await product.textContent()) ?? '';
  expect(name).not.toBe('');
  const productUrl = page.url();

  await page.goto('/articles');
  await page.getByRole('main').getByRole('listitem').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  // The article has loaded once its comments show (its heading says it is loading before).
  await expect(page.getByRole('heading', { name: stories.comments.title })).toBeVisible();
  const article = page.getByRole('heading', { level: 1 });
  const title = (await article.textContent()) ?? '';
  await expect(page.getByRole('status', { name: stories.comments.loading })).toHaveCount(0);
  const comments = await page
    .getByRole('list', { name: stories.comments.title })
    .getByRole('listitem')
    .count();
  const articleUrl = page.url();
  await page
    .getByRole('main')
    .getByRole('link', { name: /: author page$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/author\/\d+$/);
  const author = page.getByRole('heading', { level: 1 });
  await expect(page.getByText(stories.author.followers)).toBeVisible();
  const authorName = (await author.textContent()) ?? '';
  const authorUrl = page.url();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  try {
    await page.goto(productUrl);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(marketplace.products.detailFailed)).toHaveCount(0);
    await page.goto(articleUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(stories.comments.failedToLoad)).toHaveCount(0);
    await expect(page.getByRole('list', { name: stories.comments.title }).getByRole('listitem')).toHaveCount(
      comments,
    );
    // A page whose reads no hand-written list named: the author's (their profile and figures).
    await page.goto(authorUrl);
    await expect(page.getByRole('heading', { level: 1, name: authorName })).toBeVisible();
    await expect(page.getByText(stories.author.followers)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the app is installable: a manifest with icons, and a service worker', async ({ page }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Mijikenda Community Platform',
    short_name: 'Mijikenda',
    start_url: '/home',
    display: 'standalone',
  });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await controlledByServiceWorker(page);
});

test('an install offer made before the app has started is kept for the install page', async ({ page }) => {
  // The browser's offer, fired as soon as the document is parsed: the app's scripts start
  // only after the first paint, so they cannot have been listening yet.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      const root = document.getElementById('root');
      (window as { offeredBeforeStart?: boolean }).offeredBeforeStart =
        root?.hasAttribute('data-prerendered') === true ||
        root?.hasAttribute('data-server-rendered') === true;
      window.dispatchEvent(offer);
    });
  });
  await page.goto('/install-app');
  const install = page.getByRole('button', { name: 'Install the app' });
  await expect(install).toBeVisible();
  expect(await page.evaluate(() => (window as { offeredBeforeStart?: boolean }).offeredBeforeStart)).toBe(
    true,
  );
  await install.click();
  await expect(page.getByText('No problem. You can install the app later from this page.')).toBeVisible();
});

test('a new release of a remote is announced, and Reload loads it', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News and announcements' })).toBeVisible();
  await page.route('**/mfe/stories/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    await route.fulfill({ response, json: { ...manifest, release: 'next' } });
  });
  // Coming back to the tab checks for new releases.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = page.getByText('A new version is available.');
  await expect(notice).toBeVisible();
  await page.unroute('**/mfe/stories/mf-manifest.json');
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News and announcements' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { marketplace } from 'shared-ui/texts/marketplace';
import { report } from 'shared-ui/texts/report';
import { stories } from 'shared-ui/texts/stories';
import { createProduct } from '../support/content.ts';
import { E2E_ADMIN } from '../support/environment.ts';
import { expect, newMember, signedIn, test } from '../support/fixtures.ts';
import { controlledByServiceWorker, newsHighlights } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as adminReports from 'shared-ui/contracts/admin-reports';
import * as reports from 'shared-ui/contracts/reports';
import * as shop from 'shared-ui/contracts/shop';

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

/** Every address the service worker keeps a copy of, in any of its caches. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
    }
    return kept;
  });

/** The kept addresses of a stored picture, in any width (`abc.webp`, `abc-w480.webp`). */
const copiesOf = async (page: Page, picture: string) => {
  const stem = picture.replace(/\.webp$/, '');
  return (await keptAddresses(page)).filter((url) => url.includes(`/${stem}`));
};

test("a removed listing's picture is dropped by the service worker once the listing or the picture answers 410", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = await signedIn(playwright, baseURL, newMember('seller'));
  const reporter = await signedIn(playwright, baseURL, newMember('reporter'));
  const admin = await signedIn(playwright, baseURL, E2E_ADMIN);
  const stamp = Date.now().toString(36).slice(-6);
  const listings = [`Kiondo ${stamp}`, `Mkeka ${stamp}`];
  const ids = await Promise.all(listings.map((name) => createProduct(seller.context, seller.id, name)));
  const pictureOf = async (id: number) =>
    (
      (await (
        await seller.context.get(addressOf(shop.fetchProducts, { query: { product_id: id } }))
      ).json()) as {
        product: { image_1: string };
      }
    ).product.image_1;
  const pictures = await Promise.all(ids.map(pictureOf));

  // A visit to each listing, the worker in charge: it keeps each one's answer and picture.
  await page.goto('/marketplace');
  await controlledByServiceWorker(page);
  for (const [index, id] of ids.entries()) {
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: listings[index] })).toBeVisible();
    const picture = page.getByRole('main').locator(`img[src*="${pictures[index]!.replace(/\.webp$/, '')}"]`);
    await expect(picture.first()).toHaveJSProperty('complete', true);
    await expect.poll(() => copiesOf(page, pictures[index]!)).not.toEqual([]);
  }

  // A moderator removes both.
  for (const id of ids) await removeListing(reporter.context, admin.context, id);

  try {
    // The first listing's page is read again: its answer is 410, and its picture goes with it.
    await page.goto(`/product/${ids[0]}`);
    await expect(page.getByText(report.removed)).toBeVisible();
    await expect.poll(() => copiesOf(page, pictures[0]!)).toEqual([]);

    // A width of the second one's picture the worker had not kept answers 410: every width goes.
    expect(await copiesOf(page, pictures[1]!)).not.toEqual([]);
    const thumbnail = `/api/shop/uploads/${pictures[1]!.replace(/\.webp$/, '-w160.webp')}?after-removal`;
    const shown = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = src;
        }),
      thumbnail,
    );
    expect(shown).toBe(false);
    await expect.poll(() => copiesOf(page, pictures[1]!)).toEqual([]);
  } finally {
    for (const context of [seller.context, reporter.context, admin.context]) await context.dispose();
  }
});

/** A member reports the listing and an administrator removes it. */
async function removeListing(reporter: APIRequestContext, admin: APIRequestContext, id: number) {
  const sent = await reporter.post(addressOf(reports.sendReport), {
    data: { subject: 'product', subject_id: id, reason: 'scam' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const decided = await admin.post(addressOf(adminReports.decideReports), {
    data: { subject: 'product', subject_id: id, decision: 'hide', reason: 'Not theirs to sell.' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

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

/**
 * Low-data mode, for visitors on prepaid data: it follows the browser's Save-Data (the header and
 * `navigator.connection.saveData`) or the visitor's switch in /settings, and then moves no video
 * byte before play and loads pictures no wider than a phone needs.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { texts } from 'shared-ui/texts';
import { marketplace } from 'shared-ui/texts/marketplace';
import { media } from 'shared-ui/texts/media';
import { phonePhoto } from '../../scripts/lib/phone-photo.ts';
import { smallPages } from '../../shell/src/texts/small-pages.ts';
import { expect, newMember, test } from '../support/fixtures.ts';
import { controlledByServiceWorker } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as shopApi from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';

/** A member's product with a photo-sized picture; its id. */
async function productWithPhoto(request: APIRequestContext): Promise<number> {
  const member = newMember('lowdata');
  expect((await request.post(addressOf(users.register), { data: member })).status()).toBe(201);
  const login = await request.post(addressOf(users.login), { data: member });
  const { id } = (await login.json()).user as { id: number };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const added = await request.post(addressOf(shopApi.addProduct), {
    multipart: {
      user_id: String(id),
      product_name: 'Kikapu cha Rabai',
      description: 'A basket woven from palm leaves.',
      price: '1200',
      location: 'Rabai',
      category: 'Crafts',
      contact_whatsapp: '+254712345678',
      expiry_date: tomorrow,
      image_1: { name: 'kikapu.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()).product_id as number;
}

/** The bytes of the product pictures a page loads (the body of every picture answer). */
function countPictureBytes(page: Page): () => number {
  let bytes = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/shop/uploads/')) return;
    const size = (await response.body().catch(() => Buffer.alloc(0))).length;
    if (process.env.DEBUG_LOW_DATA) console.log(response.url(), size);
    bytes += size;
  });
  return () => bytes;
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A fresh phone (nothing cached) at the site. */
const newPhone = (
  browser: Browser,
  baseURL: string | undefined,
  extra: Parameters<Browser['newContext']>[0] = {},
) => browser.newContext({ ...phone, baseURL, ...extra });

/** The product's page, with every picture it shows loaded; the picture bytes it cost. */
async function productPictureBytes(context: BrowserContext, productId: number): Promise<number> {
  const page = await context.newPage();
  const bytes = countPictureBytes(page);
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kikapu cha Rabai' })).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForLoadState('networkidle');
  await page.close();
  return bytes();
}

/** Browsers that save data say so in every request and in `navigator.connection`. */
const SAVE_DATA = {
  extraHTTPHeaders: { 'Save-Data': 'on' },
};
const saveDataScript = () =>
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' }),
  });

test('the switch: remembered across reloads, a product photo at half the bytes or less on a phone, and off restores the page', async ({
  browser,
  baseURL,
  page,
}) => {
  const productId = await productWithPhoto(page.request);

  const normal = await newPhone(browser, baseURL);
  const normalBytes = await productPictureBytes(normal, productId);
  await normal.close();

  const saving = await newPhone(browser, baseURL);
  const settings = await saving.newPage();
  await settings.goto('/settings');
  const lowData = settings.getByRole('switch', { name: smallPages.settings.lowData });
  await expect(lowData).not.toBeChecked();
  await lowData.check();
  await expect(
    settings.getByText(texts.layout.lowData, { exact: true }).and(settings.locator('strong')),
  ).toBeVisible();
  await settings.reload();
  await expect(settings.getByRole('switch', { name: smallPages.settings.lowData })).toBeChecked();
  const lowBytes = await productPictureBytes(saving, productId);
  console.log(`product photo on a 2x phone: ${normalBytes} bytes normally, ${lowBytes} in low-data mode`);
  expect(normalBytes).toBeGreaterThan(0);
  expect(lowBytes).toBeGreaterThan(0);
  expect(lowBytes).toBeLessThanOrEqual(normalBytes / 2);

  // Off again: the page is as it was, its full-width picture included.
  await settings.getByRole('switch', { name: smallPages.settings.lowData }).uncheck();
  await settings.reload();
  await expect(settings.getByRole('switch', { name: smallPages.settings.lowData })).not.toBeChecked();
  const product = await saving.newPage();
  const loaded: string[] = [];
  product.on('response', (response) => loaded.push(response.url()));
  await product.goto(`/product/${productId}`);
  await expect(product.getByRole('heading', { level: 1, name: 'Kikapu cha Rabai' })).toBeVisible();
  await product.waitForFunction(() => [...document.images].every((image) => image.complete));
  expect(loaded.some((url) => /\/api\/shop\/uploads\/[^/?]+(?<!-w480|-w160)\.webp$/.test(url))).toBe(true);
  await saving.close();
});

test('with Save-Data on, no video byte moves on / or /reels before play, and a reel plays when pressed', async ({
  browser,
  baseURL,
}) => {
  const context = await newPhone(browser, baseURL, SAVE_DATA);
  await context.addInitScript(saveDataScript);
  const page = await context.newPage();
  const videos: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || /\.(mp4|webm)(\?|$)/.test(request.url()))
      videos.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: texts.home.karibu })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.locator('img.splash__background')).toHaveJSProperty('complete', true);

  await page.goto('/reels');
  const feed = page.getByRole('list', { name: media.reels.feed });
  await expect(feed).toBeVisible();
  await expect(page.getByText(media.reels.saveData)).toBeVisible();
  await expect(page.getByText(texts.layout.lowData, { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(videos).toEqual([]);

  await feed.getByRole('button', { name: media.reels.play }).click();
  await expect.poll(() => videos.length).toBeGreaterThan(0);
  expect(videos.every((url) => url.includes('/api/videos/'))).toBe(true);
  await context.close();
});

test('in low-data mode the offline app still keeps what was read', async ({ browser, baseURL }) => {
  const context = await newPhone(browser, baseURL);
  await context.addCookies([{ name: 'lowData', value: 'on', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/marketplace');
  await controlledByServiceWorker(page);
  const cards = page.getByRole('list', { name: marketplace.products.list }).getByRole('listitem');
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('link', { name: marketplace.chatWithSeller })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  const name = (await heading.textContent()) ?? '';
  const url = page.url();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  try {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(texts.layout.lowData, { exact: true })).toBeVisible();
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

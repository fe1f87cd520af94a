/**
 * What a first visit costs a phone on prepaid data, normally and in low-data mode: the bench
 * posts content with photo-sized pictures (a product and a published article, each with a
 * 2400 × 1800 photo of fine detail, as a phone camera takes it) and a short video (a reel), then
 * a phone (390 px wide, 2× pixels, nothing cached, no service worker) opens each page once as it
 * is and once in low-data mode (the visitor's switch, the `lowData` cookie), and the bytes
 * transferred are counted: in all, of pictures and of video.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LOW_DATA_COOKIE } from 'shared-ui/contracts';
import { phonePhoto } from '../../scripts/lib/phone-photo.ts';
import { memberSession } from './api.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as reels from 'shared-ui/contracts/reels';
import * as shop from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';
import * as admin from 'shared-ui/contracts/admin';

export interface LowDataVisit {
  route: string;
  mode: 'normal' | 'low-data';
  totalBytes: number;
  imageBytes: number;
  videoBytes: number;
}

/** The bench's administrator (the server is started with it) publishes the bench article. */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-2026' };

const CLIP = path.join(import.meta.dirname, '../../api/src/db/seed/assets/dance.mp4');

/** A phone photo, as an upload. */
const photo = async () => new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' });

async function post(baseUrl: string, url: string, cookie: string, form: FormData): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, { method: 'POST', headers: { cookie }, body: form });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function adminCookie(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}${addressOf(users.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const sid = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!login.ok || !sid) throw new Error(`the bench administrator could not sign in (${login.status})`);
  return sid.split(';')[0]!;
}

/** Posts the photo-sized content; the product's and the article's ids. */
async function postContent(baseUrl: string): Promise<{ productId: number; articleId: number }> {
  const { cookie, userId } = await memberSession(baseUrl);
  const product = new FormData();
  for (const [name, value] of Object.entries({
    user_id: String(userId),
    product_name: 'Kikapu cha Rabai',
    description: 'A basket woven from palm leaves, photographed on a phone.',
    price: '1200',
    location: 'Rabai',
    category: 'Crafts',
    contact_whatsapp: '+254712345678',
    expiry_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  }))
    product.set(name, value);
  product.set('image_1', await photo(), 'kikapu.jpg');
  const { product_id: productId } = (await post(baseUrl, addressOf(shop.addProduct), cookie, product)) as {
    product_id: number;
  };

  const categories = (await (await fetch(`${baseUrl}${addressOf(pages.getCategories)}`)).json()) as Record<
    string,
    string[]
  >;
  const [category, subcategories] = Object.entries(categories)[0] ?? ['Culture', ['Traditions']];
  const article = new FormData();
  for (const [name, value] of Object.entries({
    user_id: String(userId),
    article_name: 'Sokoni Rabai',
    description: 'A morning at the market, in pictures taken on a phone.',
    category,
    subcategory: subcategories[0] ?? '',
  }))
    article.set(name, value);
  article.set('image1', await photo(), 'sokoni.jpg');
  article.set('image2', await photo(), 'sokoni-2.jpg');
  const saved = (await post(baseUrl, addressOf(pages.createArticle), cookie, article)) as {
    article: { id: number };
  };
  const publish = await fetch(
    `${baseUrl}${addressOf(admin.setArticleStatus, { params: { id: saved.article.id } })}`,
    {
      method: 'POST',
      headers: { cookie: await adminCookie(baseUrl), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'published' }),
    },
  );
  if (!publish.ok) throw new Error(`the bench article could not be published (${publish.status})`);

  const reel = new FormData();
  reel.set('user_id', String(userId));
  reel.set('description', 'A short dance, filmed on a phone');
  reel.set('video1', new Blob([readFileSync(CLIP)], { type: 'video/mp4' }), 'ngoma.mp4');
  await post(baseUrl, addressOf(reels.createReel), cookie, reel);
  return { productId, articleId: saved.article.id };
}

/** One first visit on a phone: the bytes it transferred, in all and by kind, once the page is still. */
async function visit(
  browser: Browser,
  baseUrl: string,
  route: string,
  mode: LowDataVisit['mode'],
): Promise<LowDataVisit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  if (mode === 'low-data') await context.addCookies([{ name: LOW_DATA_COOKIE, value: 'on', url: baseUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const received = new Map<string, number>();
  const figures = { totalBytes: 0, imageBytes: 0, videoBytes: 0 };
  const count = (requestId: string, bytes: number) => {
    if (!types.has(requestId)) return;
    const type = types.get(requestId);
    types.delete(requestId);
    figures.totalBytes += bytes;
    if (type === 'Image') figures.imageBytes += bytes;
    if (type === 'Media') figures.videoBytes += bytes;
  };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.dataReceived', (event) =>
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength),
  );
  cdp.on('Network.loadingFinished', (event) => count(event.requestId, event.encodedDataLength));
  // A video the player stops reading ends as a failed load: what it received counts.
  cdp.on('Network.loadingFailed', (event) => count(event.requestId, received.get(event.requestId) ?? 0));
  await page.goto(baseUrl + route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The welcome splash and the reels start their videos once the app runs: give them time.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  for (const [requestId, bytes] of received) count(requestId, bytes);
  await context.close();
  return { route, mode, ...figures };
}

export async function measureLowData(browser: Browser, baseUrl: string): Promise<LowDataVisit[]> {
  const { productId, articleId } = await postContent(baseUrl);
  const routes = [
    '/',
    '/home',
    '/articles',
    '/marketplace',
    '/reels',
    `/product/${productId}`,
    `/article/${articleId}`,
  ];
  const visits: LowDataVisit[] = [];
  for (const route of routes) {
    for (const mode of ['normal', 'low-data'] as const)
      visits.push(await visit(browser, baseUrl, route, mode));
  }
  return visits;
}

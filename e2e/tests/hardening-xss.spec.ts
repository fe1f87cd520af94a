/**
 * Stored script payloads in every text field a member or an administrator writes: each page
 * that shows the field shows the payload as text, and no script of it runs (no dialog, no
 * marker set, no element it would have made).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, ROOT } from '../support/environment.ts';
import { expect, newMember, test } from '../support/fixtures.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as adminPublishing from 'shared-ui/contracts/admin-publishing';
import * as music from 'shared-ui/contracts/music';
import * as pagesApi from 'shared-ui/contracts/pages';
import * as shop from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';
import * as adminApi from 'shared-ui/contracts/admin';

/** Markup that runs a script if it is ever put into the page as HTML. */
const PAYLOAD = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>`;
/** For fields of at most 20 characters. */
const SHORT = '"><svg onload=alert(1)>'.slice(0, 20);

const asset = (file: string) => readFileSync(path.join(ROOT, file));
const image = () => ({
  name: 'cover.webp',
  mimeType: 'image/webp',
  buffer: asset('shell/public/media/hero-1-640.webp'),
});

async function signedIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(addressOf(users.login), { data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()).user as { id: number };
}

test('script payloads stored in every text field show as text and never run', async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const account = newMember('xss');
  expect((await member.post(addressOf(users.register), { data: account })).status()).toBe(201);
  const { id } = await signedIn(member, account.email, account.password);
  await signedIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);

  const categories = await (await member.get(addressOf(pagesApi.getCategories))).json();
  const [category, subcategories] = Object.entries(categories as Record<string, string[]>)[0]!;
  const article = await member.post(addressOf(pagesApi.createArticle), {
    multipart: {
      user_id: String(id),
      article_name: SHORT,
      description: PAYLOAD,
      category,
      subcategory: subcategories[0]!,
      image1: image(),
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  const articleId = (await article.json()).article.id;
  expect(
    (
      await admin.post(addressOf(adminApi.setArticleStatus, { params: { id: articleId } }), {
        data: { status: 'published' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await member.post(addressOf(pagesApi.addComment), { data: { articleId, comment: PAYLOAD, userId: id } })
    ).ok(),
  ).toBe(true);

  const news = await admin.post(addressOf(adminPublishing.createNews), {
    data: {
      name: PAYLOAD.slice(0, 120),
      launches_on: '2999-01-01',
      short_description: PAYLOAD,
      full_description: PAYLOAD,
    },
  });
  expect(news.status(), await news.text()).toBeLessThan(300);
  const newsId = (await news.json()).news.id;

  const song = await member.post(addressOf(music.addMusic), {
    multipart: {
      user_id: String(id),
      song_title: SHORT,
      song_artist: SHORT,
      small_description: PAYLOAD,
      category: 'Traditional',
      song_image: image(),
      song_file: {
        name: 'song.mp3',
        mimeType: 'audio/mpeg',
        buffer: asset('api/src/db/seed/assets/ngoma.mp3'),
      },
    },
  });
  expect(song.status(), await song.text()).toBe(201);
  const songId = (await song.json()).song.id;

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const product = await member.post(addressOf(shop.addProduct), {
    multipart: {
      user_id: String(id),
      product_name: PAYLOAD.slice(0, 60),
      description: PAYLOAD,
      price: '100',
      location: PAYLOAD.slice(0, 40),
      category: 'Crafts',
      contact_whatsapp: '+254712345678',
      expiry_date: tomorrow,
      image_1: image(),
    },
  });
  expect(product.status(), await product.text()).toBeLessThan(300);
  const productId = (await product.json()).product_id;
  // The shared demo site is left as it was for the other tests.
  const cleanUp = async () => {
    const removals = [
      await member.post(addressOf(users.deleteArticle), { data: { articleId } }),
      await member.post(addressOf(users.deleteMusic), { data: { musicId: songId } }),
      await member.post(addressOf(shop.deleteProduct), { data: { product_id: productId } }),
      await admin.delete(addressOf(adminPublishing.removeNews, { params: { id: newsId } })),
    ];
    for (const removal of removals) expect(removal.ok(), removal.url()).toBe(true);
    await member.dispose();
    await admin.dispose();
  };

  try {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const pages: [string, string][] = [
      ['/articles', SHORT],
      ['/articles', PAYLOAD],
      ['/news', PAYLOAD.slice(0, 120)],
      ['/home', PAYLOAD.slice(0, 120)],
      ['/music', SHORT],
      ['/marketplace', PAYLOAD.slice(0, 60)],
    ];
    for (const [url, text] of pages) {
      await page.goto(url);
      // The home page loads its news widget when it scrolls into view.
      if (url === '/home')
        await page.getByRole('heading', { name: 'News highlights' }).scrollIntoViewIfNeeded();
      await expect(
        page.getByText(text, { exact: false }).first(),
        `${url} shows the payload as text`,
      ).toBeVisible();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss), url).toBeUndefined();
      await expect(page.locator('main img[src="x"], main svg[onload]'), url).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  } finally {
    await cleanUp();
  }
});

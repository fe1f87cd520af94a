/**
 * Site-wide search, on the real server: from the header's Search control (the menu's on a phone)
 * a word of a song's title, a product's name, an article's text and a member's name each finds
 * its item, in English and in Kiswahili, on a phone and on a desktop, the results following what
 * is typed; a prefix and a one-letter typo find it too; a hidden product is never found; without
 * JavaScript the page lists the results the server rendered; with the media remote blocked the
 * other groups still show.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { texts } from 'shared-ui/texts';
import { search as searchEn } from 'shared-ui/texts/search';
import { search as searchSw } from 'shared-ui/texts/sw/search';
import { site as siteSw } from 'shared-ui/texts/sw/site';
import { createPendingArticle, createProduct } from '../support/content.ts';
import { E2E_ADMIN, ROOT } from '../support/environment.ts';
import { expect, newMember, signedIn, test } from '../support/fixtures.ts';
import { renderedOnServer, viewports } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as adminApi from 'shared-ui/contracts/admin';
import * as music from 'shared-ui/contracts/music';
import * as reportsApi from 'shared-ui/contracts/reports';

/** Five random letters: the words below are found by no other item. */
const letters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** What the tests search for, and the titles they find. */
interface Content {
  words: { song: string; product: string; article: string; member: string; hidden: string; shared: string };
  titles: { song: string; product: string; article: string; member: string };
}

let content: Promise<Content> | undefined;

/** Sets up, once, a member, their song, product and article (published), and a product an administrator hid. */
function contentOnce(playwright: Parameters<typeof signedIn>[0], baseURL: string | undefined) {
  content ??= setUp(playwright, baseURL);
  return content;
}

async function setUp(
  playwright: Parameters<typeof signedIn>[0],
  baseURL: string | undefined,
): Promise<Content> {
  const tag = letters();
  const words = {
    song: `ngoma${tag}`,
    product: `kikapu${tag}`,
    article: `simulizi${tag}`,
    member: `mzee${tag}`,
    hidden: `siri${tag}`,
    // In the song's title and the product's name both: one search finds both groups.
    shared: `moja${tag}`,
  };
  const titles = {
    // A song's title takes at most 20 characters.
    song: `${words.song} ${words.shared}`,
    product: `Kikapu ${words.product} ${words.shared}`,
    article: `Pambo ${tag}`,
    member: `Bi ${words.member}`,
  };
  const member = await signedIn(playwright, baseURL, { ...newMember('search'), username: titles.member });
  await createProduct(member.context, member.id, titles.product);
  const hiddenId = await createProduct(member.context, member.id, `Mkeka ${words.hidden}`);
  await addSong(member.context, member.id, titles.song);
  const articleId = await createPendingArticle(
    member.context,
    member.id,
    titles.article,
    `Wazee walitupa ${words.article} ya msitu wa Kaya.`,
  );
  await member.context.dispose();

  const admin = await signedIn(playwright, baseURL, E2E_ADMIN);
  const published = await admin.context.post(
    addressOf(adminApi.setArticleStatus, { params: { id: articleId } }),
    {
      data: { status: 'published' },
    },
  );
  expect(published.status(), await published.text()).toBe(200);
  // An administrator's report hides the item at once.
  const hidden = await admin.context.post(addressOf(reportsApi.sendReport), {
    data: { subject: 'product', subject_id: hiddenId, reason: 'spam' },
  });
  expect(hidden.status(), await hidden.text()).toBe(201);
  await admin.context.dispose();
  return { words, titles };
}

async function addSong(member: APIRequestContext, userId: number, title: string) {
  const file = (name: string) => readFileSync(path.join(ROOT, name));
  const song = await member.post(addressOf(music.addMusic), {
    multipart: {
      user_id: String(userId),
      song_title: title,
      song_artist: 'Kaya Band',
      small_description: 'A song of the coast.',
      category: 'Traditional',
      song_image: {
        name: 'cover.webp',
        mimeType: 'image/webp',
        buffer: file('shell/public/media/hero-1-640.webp'),
      },
      song_file: {
        name: 'song.mp3',
        mimeType: 'audio/mpeg',
        buffer: file('api/src/db/seed/assets/ngoma.mp3'),
      },
    },
  });
  expect(song.status(), await song.text()).toBeLessThan(300);
}

const LANGUAGES = {
  en: { locale: 'en-GB', layout: texts.layout, search: searchEn },
  sw: { locale: 'sw-KE', layout: siteSw.layout, search: searchSw },
} as const;
type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** A group of the results: its region, named by its heading (the kind, then the count). */
const group = (page: Page, heading: string) =>
  page.getByRole('region', { name: new RegExp(`^${heading}\\b`) });

/** Opens the search page from /home with the header's Search control (the menu's on a phone). */
async function openSearchFromHeader(page: Page, phone: boolean, { layout }: Words) {
  await page.goto('/home');
  if (phone) {
    await expect(
      page.getByRole('banner').getByRole('link', { name: layout.search, exact: true }),
    ).toBeHidden();
    await page.getByRole('button', { name: layout.menu, exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: layout.search, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: layout.search, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/search$/);
}

for (const [code, language] of Object.entries(LANGUAGES)) {
  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`in ${code}, on a ${width}`, () => {
      test.use({ locale: language.locale, viewport });

      test('a word of a song, a product, an article and a member each finds its item from the header', async ({
        page,
        playwright,
        baseURL,
      }) => {
        const { words, titles } = await contentOnce(playwright, baseURL);
        await openSearchFromHeader(page, width === 'phone', language);
        const box = page.getByRole('searchbox', { name: language.search.box });
        const { groups } = language.search;
        const finds = [
          [words.song, groups.music, titles.song],
          [words.product, groups.marketplace, titles.product],
          [words.article, groups.stories, titles.article],
          [words.member, groups.people, titles.member],
        ] as const;
        for (const [word, heading, title] of finds) {
          // The results follow the words once typing pauses, the address with them.
          await box.fill(word);
          await expect(group(page, heading).getByRole('link', { name: title })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
        }
        // The address keeps the search: a reload shows the same results.
        await page.reload();
        await expect(group(page, groups.people).getByRole('link', { name: titles.member })).toBeVisible();
        await expect(box).toHaveValue(words.member);
      });
    });
  }
}

test('a prefix and a one-letter typo find the product; See all opens the marketplace searched', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { words, titles } = await contentOnce(playwright, baseURL);
  const marketplace = () => group(page, searchEn.groups.marketplace);
  await page.goto(`/search?q=${words.product.slice(0, -2)}`);
  await expect(marketplace().getByRole('link', { name: titles.product })).toBeVisible();

  const typo = `${words.product.slice(0, 3)}${words.product[3] === 'x' ? 'y' : 'x'}${words.product.slice(4)}`;
  await page.getByRole('searchbox', { name: searchEn.box }).fill(typo);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${typo}`));
  await expect(marketplace().getByRole('link', { name: titles.product })).toBeVisible();
  await expect(marketplace()).toContainText(searchEn.count(1));

  await marketplace()
    .getByRole('link', { name: searchEn.seeAllOf(searchEn.groups.marketplace) })
    .click();
  await expect(page).toHaveURL(/\/marketplace\?q=/);
});

test("a hidden product is never found; People's See all lists the kind alone", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { words, titles } = await contentOnce(playwright, baseURL);
  await page.goto(`/search?q=${words.hidden}`);
  await expect(page.getByText(searchEn.nothingFound(words.hidden))).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(words.hidden, 'i') })).toHaveCount(0);

  await page.goto(`/search?q=${words.member}`);
  await group(page, searchEn.groups.people)
    .getByRole('link', { name: searchEn.seeAllOf(searchEn.groups.people) })
    .click();
  await expect(page).toHaveURL(/[?&]kind=people/);
  await expect(page.locator('.shell-search__groups').getByRole('region')).toHaveCount(1);
  await expect(group(page, searchEn.groups.people).getByRole('link', { name: titles.member })).toBeVisible();
  await page.getByRole('link', { name: searchEn.allResults }).click();
  await expect(page).not.toHaveURL(/kind=/);
});

test("the page the server rendered hydrates each remote's groups without a mismatch", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { words, titles } = await contentOnce(playwright, baseURL);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/search?q=${words.shared}`);
  const song = group(page, searchEn.groups.music).getByRole('link', { name: titles.song });
  await expect(song).toBeVisible();
  // Live: the group's link opens its item in the app.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await song.click();
  await expect(page).toHaveURL(/\/song\?id=\d+$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false, viewport: viewports.phone });

  test('the search page lists the results the server rendered, and its form searches', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { words, titles } = await contentOnce(playwright, baseURL);
    const response = await page.goto(`/search?q=${words.shared}`);
    expect(renderedOnServer(await response?.text())).toBe(true);
    await expect(group(page, searchEn.groups.music).getByRole('link', { name: titles.song })).toBeVisible();
    await expect(
      group(page, searchEn.groups.marketplace).getByRole('link', { name: titles.product }),
    ).toBeVisible();
    await expect(page.getByText(searchEn.nothingFound(words.shared))).toBeHidden();

    // The header's Search control is in sight, and the form is a GET of the page.
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: texts.layout.search, exact: true }).click();
    await page.getByRole('searchbox', { name: searchEn.box }).fill(words.member);
    await page.getByRole('button', { name: searchEn.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${words.member}`));
    await expect(
      group(page, searchEn.groups.people).getByRole('link', { name: titles.member }),
    ).toBeVisible();
  });
});

test('with the media remote blocked, the other groups still show', async ({ page, playwright, baseURL }) => {
  const { words, titles } = await contentOnce(playwright, baseURL);
  await page.route('**/mfe/media/**', (route) => route.abort());
  await page.goto(`/search?q=${words.shared}`);
  await expect(
    group(page, searchEn.groups.marketplace).getByRole('link', { name: titles.product }),
  ).toBeVisible();
  // Once live, new words still find what the other remotes hold.
  await page.getByRole('searchbox', { name: searchEn.box }).fill(words.article);
  await expect(
    group(page, searchEn.groups.stories).getByRole('link', { name: titles.article }),
  ).toBeVisible();
  await expect(page.getByText(texts.common.somethingWentWrong).first()).toBeVisible();
});

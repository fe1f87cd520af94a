/**
 * The site in Kiswahili, on the real server: a browser that prefers Kiswahili gets every app's
 * pages in it (no English text of the catalogue left on them), from the first paint of the
 * server's document; the Language select in Settings is remembered across reloads and reaches
 * the server's documents; the form checks and the API's refusals speak it; the embed speaks the
 * partner page's language.
 */
import type { Page } from '@playwright/test';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { auth } from 'shared-ui/texts/auth';
import { contactForms } from 'shared-ui/texts/contact';
import { marketplace } from 'shared-ui/texts/marketplace';
import { media } from 'shared-ui/texts/media';
import { stories } from 'shared-ui/texts/stories';
import { auth as authSw } from 'shared-ui/texts/sw/auth';
import { contactForms as contactFormsSw } from 'shared-ui/texts/sw/contact';
import { core as coreSw } from 'shared-ui/texts/sw/core';
import { marketplace as marketplaceSw } from 'shared-ui/texts/sw/marketplace';
import { media as mediaSw } from 'shared-ui/texts/sw/media';
import { site as siteSw } from 'shared-ui/texts/sw/site';
import { admin } from '../../mfe-account/src/texts/admin.ts';
import { product } from '../../mfe-marketplace/src/texts/product.ts';
import { smallPages } from '../../shell/src/texts/small-pages.ts';
import { smallPages as smallPagesSw } from '../../shell/src/texts/sw/small-pages.ts';
import { partnerPage, readmeSnippet } from '../support/embed.ts';
import { E2E_ADMIN } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { controlledByServiceWorker } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pagesApi from 'shared-ui/contracts/pages';

/** Every English text of a catalogue worth looking for on a page: a phrase, or a longer word. */
function englishTexts(...catalogues: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/[a-z]/i.test(value) && (value.includes(' ') || value.length >= 8)) found.add(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  catalogues.forEach(walk);
  return [...found];
}

/** The catalogue's English texts the page shows (none, for a page in Kiswahili). */
async function englishOn(page: Page, catalogue: readonly string[]): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return catalogue.filter((text) => shown.includes(text));
}

/** Texts the Kiswahili catalogue writes as the English does (a title in Kiswahili already) are not English. */
const SAME_IN_KISWAHILI = new Set(
  englishTexts(coreSw, siteSw, authSw, contactFormsSw, marketplaceSw, smallPagesSw, mediaSw),
);
/** Every English text of the catalogues. */
const ALL_ENGLISH = new Set(
  englishTexts(texts, contactForms, account, admin, auth, marketplace, media, product, smallPages, stories),
);
const ENGLISH = englishTexts(
  texts,
  contactForms,
  account,
  admin,
  auth,
  marketplace,
  media,
  product,
  smallPages,
  stories,
).filter((text) => !SAME_IN_KISWAHILI.has(text));

test.describe('a browser that prefers Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('gets every app’s pages in Kiswahili, from the server’s first document on', async ({ page }) => {
    // The names of the categories are the site's data, shown as written (like members' content).
    const categories = (await (await page.request.get(addressOf(pagesApi.getCategories))).json()) as Record<
      string,
      string[]
    >;
    const data = new Set(Object.entries(categories).flat(2));
    const english = ENGLISH.filter((text) => !data.has(text));

    // The document as the server sends it: Kiswahili before any script runs.
    const first = await page.request.get('/home', { headers: { 'accept-language': 'sw-KE,sw;q=0.9' } });
    const html = await first.text();
    expect(html).toMatch(/<html lang="?sw/);
    expect(html).toContain(siteSw.nav.home);

    const pages = ['/home', '/articles', '/marketplace', '/music', '/contact-us', '/login'];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.getByRole('link', { name: siteSw.nav.home, exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, english: await englishOn(page, english) }).toEqual({ path, english: [] });
    }

    // Signed in as an administrator: the profile, the create page and the console.
    await page.goto('/login');
    await page.getByLabel(authSw.email).fill(E2E_ADMIN.email);
    await page.getByLabel(authSw.password).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: authSw.login }).click();
    await expect(page.getByText(authSw.loginSuccess)).toBeVisible();
    for (const path of ['/profile', '/create', '/admin/articles']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, english: await englishOn(page, english) }).toEqual({ path, english: [] });
    }
  });

  test('offline, a page opened before comes back in Kiswahili, texts and all', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/home');
    await controlledByServiceWorker(page);
    // One visit under the worker: it keeps the Kiswahili document and texts as they load.
    await page.reload();
    await expect(page.getByRole('link', { name: siteSw.nav.home, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.getByRole('link', { name: siteSw.nav.about, exact: true }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the form checks and the API’s refusals speak Kiswahili', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(authSw.email).fill('nobody@example.com');
    await page.getByLabel(authSw.password).fill('not-the-password');
    await page.getByRole('button', { name: authSw.login }).click();
    // The server's refusal, in the visitor's language.
    await expect(page.getByText(authSw.invalidCredentials)).toBeVisible();

    await page.getByLabel(authSw.email).fill('not an email');
    await page.getByRole('button', { name: authSw.login }).click();
    await expect(page.getByText(authSw.invalidEmail)).toBeVisible();
  });
});

test('one render worker renders a page in English, then in Kiswahili, then in English again, each whole', async ({
  request,
}) => {
  // The suite's server has one render worker (PAGE_RENDER_THREADS=1, support/environment.ts). Each
  // address is new, so each page is rendered, not sent from the kept pages.
  let visit = 0;
  const rendered = async (path: string, language: 'en' | 'sw') => {
    visit += 1;
    const response = await request.get(`${path}?visit=${visit}`, { headers: { cookie: `lang=${language}` } });
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html lang="?${language}`));
    const root = /<div id="root" data-server-rendered>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1];
    expect(root, `${path} in ${language} is rendered on the server`).toBeTruthy();
    return root!.replaceAll(/visit=\d+/g, '');
  };
  // Every text the markup shows (an element's text, a label), as written.
  const shown = (markup: string) =>
    new Set(
      [...markup.matchAll(/>([^<]+)</g), ...markup.matchAll(/aria-label="([^"]+)"/g)].map((match) =>
        match[1]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').trim(),
      ),
    );
  const english = new Set(ENGLISH);
  // A text written alike in both languages (a Kiswahili title the spec gives) is in neither list.
  const kiswahiliOnly = new Set(
    englishTexts(coreSw, siteSw, authSw, contactFormsSw, marketplaceSw, smallPagesSw, mediaSw).filter(
      (text) => !english.has(text) && !ALL_ENGLISH.has(text),
    ),
  );
  for (const path of ['/home', '/marketplace', '/music', '/articles']) {
    const inEnglish = await rendered(path, 'en');
    const inKiswahili = await rendered(path, 'sw');
    expect(inKiswahili).toContain(`>${siteSw.layout.skipToContent}<`);
    // No English text of the catalogue on the Kiswahili page, and no Kiswahili on the English one.
    expect({ path, english: [...shown(inKiswahili)].filter((text) => english.has(text)) }).toEqual({
      path,
      english: [],
    });
    expect({ path, kiswahili: [...shown(inEnglish)].filter((text) => kiswahiliOnly.has(text)) }).toEqual({
      path,
      kiswahili: [],
    });
    // The same page again, after the other language: the same markup.
    expect(await rendered(path, 'en')).toBe(inEnglish);
    expect(await rendered(path, 'sw')).toBe(inKiswahili);
  }
});

test('the Language chosen in Settings is remembered across reloads and reaches the server’s documents', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByLabel(smallPages.settings.language).selectOption({ label: 'Kiswahili' });
  await expect(page.getByLabel(smallPagesSw.settings.language)).toHaveValue('sw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: siteSw.nav.settings })).toBeVisible();
  // The server's document for any page, with the cookie the choice set.
  const html = await (await page.request.get('/marketplace')).text();
  expect(html).toMatch(/<html lang="?sw/);
  await page.goto('/marketplace');
  await expect(page.getByRole('searchbox', { name: marketplaceSw.products.searchLabel })).toBeVisible();
  await expect(
    page.getByText(coreSw.common.loadMore).or(page.getByText(marketplaceSw.products.noMore)),
  ).toBeVisible();

  // And back to English.
  await page.goto('/settings');
  await page.getByLabel(smallPagesSw.settings.language).selectOption({ label: 'English' });
  await expect(page.getByLabel(smallPages.settings.language)).toHaveValue('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await (await page.request.get('/marketplace')).text()).toMatch(/<html lang="?en/);
});

test('the embed speaks Kiswahili on a partner page whose language is Kiswahili', async ({
  page,
  baseURL,
}) => {
  const partner = await partnerPage(readmeSnippet(baseURL!), 'sw');
  try {
    await page.goto(partner.url);
    const embed = page.locator('mijikenda-marketplace');
    await expect(embed.getByRole('searchbox', { name: marketplaceSw.products.searchLabel })).toBeVisible();
    await expect(embed.getByRole('link', { name: marketplaceSw.viewDetails }).first()).toBeVisible();
    await expect(embed.getByText(marketplace.viewDetails, { exact: true })).toHaveCount(0);
  } finally {
    partner.server.close();
  }
});

import type { Page } from '@playwright/test';
import { marketplace } from 'shared-ui/texts/marketplace';
import { product as productTexts } from '../../mfe-marketplace/src/texts/product.ts';
import { expect, test } from '../support/fixtures.ts';

const t = marketplace.products;

/** The prices of the cards shown, in order. */
async function prices(page: Page): Promise<number[]> {
  const cards = page.getByRole('list', { name: t.list }).getByRole('listitem');
  const shown = await cards.allTextContents();
  return shown.map((text) => Number(/Ksh ([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '')));
}

test('category and price sort narrow and order the list, live in the address and come back with it', async ({
  page,
}) => {
  await page.goto('/marketplace');
  const list = page.getByRole('list', { name: t.list });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('combobox', { name: t.category }).selectOption('Crafts');
  await expect(page).toHaveURL(/\?category=Crafts$/);
  await page.getByRole('combobox', { name: t.priceSort }).selectOption('lowToHigh');
  await expect(page).toHaveURL(/category=Crafts&price=lowToHigh$/);
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length > 1 && shown.every((price, i) => i === 0 || price >= shown[i - 1]!);
    })
    .toBe(true);
  const ordered = await prices(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: t.category })).toHaveValue('Crafts');
  await expect(page.getByRole('combobox', { name: t.priceSort })).toHaveValue('lowToHigh');
  await expect.poll(() => prices(page)).toEqual(ordered);

  const first = list.getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: productTexts.detailsOf(name) }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Crafts' })).toBeVisible();

  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: t.searchLabel }).fill(name);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}$`));
  await expect(list.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('searchbox', { name: t.searchLabel }).fill('no such thing at all zzz');
  await expect(page.getByText(t.noneFound)).toBeVisible();
});

test('Load More to the end, then Back from a product returns to the same place in the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/marketplace');
  const cards = page.getByRole('list', { name: t.list }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const loadMore = page.getByRole('button', { name: t.loadMore });
  for (let pages = 2; await loadMore.isVisible(); pages += 1) {
    await loadMore.click();
    await expect(page).toHaveURL(new RegExp(`pages=${pages}`));
    await expect(page.getByRole('button', { name: t.loadMore }).or(page.getByText(t.noMore))).toBeVisible();
  }
  await expect(page.getByText(t.noMore)).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(12);
  const url = page.url();

  const last = cards.last();
  const name = (await last.getByRole('heading').textContent()) ?? '';
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await last.getByRole('link', { name: productTexts.detailsOf(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(0);

  await page.goBack();
  expect(page.url()).toBe(url);
  await expect(cards).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(page.getByRole('heading', { name })).toBeInViewport();

  // A reload opens the list where it was, too.
  await page.reload();
  await expect(cards).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(page.getByRole('heading', { name })).toBeInViewport();
});

/**
 * Trust and safety, on the real server: a guest who clicks Report is asked to log in; a member
 * reports a listing and an article; an administrator hides the listing from the console's
 * Reports section and it is gone from the marketplace, its search and the embed, its page saying
 * it was removed; three established members' reports hide a listing before anyone decides, its
 * seller sees it under review, and Dismiss brings it back; a rejected author reads why in My articles; a
 * product page shows its seller's standing and links to all their listings.
 */
import type { Page } from '@playwright/test';
import { marketplace } from 'shared-ui/texts/marketplace';
import { report as reportTexts } from 'shared-ui/texts/report';
import { admin as adminTexts } from '../../mfe-account/src/texts/admin.ts';
import { product as productTexts } from '../../mfe-marketplace/src/texts/product.ts';
import { createPendingArticle, createProduct } from '../support/content.ts';
import { partnerPage, readmeSnippet } from '../support/embed.ts';
import { E2E_ADMIN } from '../support/environment.ts';
import { establishedMember, expect, logIn, newMember, signedIn, test } from '../support/fixtures.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as reportsApi from 'shared-ui/contracts/reports';
import * as shop from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';
import * as adminApi from 'shared-ui/contracts/admin';

const { removed: REMOVED, thanks: THANKS, already: ALREADY } = reportTexts;

const stampOf = () => Date.now().toString(36).slice(-6);

/** Reports what the page shows through its Report button: `reason`, with `details`. */
async function report(page: Page, reason: string, details?: string) {
  await page.getByRole('button', { name: 'Report', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: reason }).check();
  if (details) await dialog.getByLabel('Details').fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  return dialog;
}

/** Searches the marketplace for `name`. */
async function searchMarketplace(page: Page, name: string) {
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: marketplace.products.searchLabel }).fill(name);
}

/** The list's product cards. */
const cards = (page: Page) =>
  page.getByRole('list', { name: marketplace.products.list }).getByRole('listitem');

test('a guest who clicks Report is asked to log in', async ({ page, playwright, baseURL }) => {
  const seller = await signedIn(playwright, baseURL, newMember('seller'));
  const productId = await createProduct(seller.context, seller.id, `Mkeka ${stampOf()}`);
  await seller.context.dispose();

  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
});

test('a member reports a listing and an article; an administrator hides the listing: gone from the marketplace, search and the embed', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const stamp = stampOf();
  const listing = `Kikapu ${stamp}`;
  const seller = await signedIn(playwright, baseURL, newMember('seller'));
  const productId = await createProduct(seller.context, seller.id, listing);
  const author = await signedIn(playwright, baseURL, newMember('author'));
  const articleId = await createPendingArticle(author.context, author.id, `Pambo ${stamp}`);
  const admin = await signedIn(playwright, baseURL, E2E_ADMIN);
  const published = await admin.context.post(
    addressOf(adminApi.setArticleStatus, { params: { id: articleId } }),
    {
      data: { status: 'published' },
    },
  );
  expect(published.status(), await published.text()).toBe(200);

  // The member reports the listing (once only) and the article.
  const reporter = newMember('reporter');
  expect((await page.request.post(addressOf(users.register), { data: reporter })).status()).toBe(201);
  await logIn(page, reporter);
  await page.goto(`/product/${productId}`);
  let dialog = await report(page, 'Scam or fraud', 'Asked me to pay by M-Pesa before meeting.');
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  dialog = await report(page, 'Spam');
  await expect(dialog.getByText(ALREADY)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/article/${articleId}`);
  dialog = await report(page, 'Misleading or wrong');
  await expect(dialog.getByText(THANKS)).toBeVisible();

  // Before the decision the embed on a partner's page shows the listing.
  const partner = await partnerPage(readmeSnippet(baseURL!));
  const partnerView = await browser.newPage();
  try {
    await partnerView.goto(partner.url);
    const embed = partnerView.locator('mijikenda-marketplace');
    await expect(embed.getByRole('heading', { name: listing })).toBeVisible();

    // An administrator hides it from the Reports section, with a reason.
    const console = await browser.newPage();
    await logIn(console, E2E_ADMIN);
    await console.goto('/admin/reports');
    const item = console.locator('.admin-card').filter({ hasText: listing });
    await expect(item.getByText('Scam or fraud')).toBeVisible();
    await expect(item.getByText('Asked me to pay by M-Pesa before meeting.')).toBeVisible();
    await expect(console.locator('.admin-card').filter({ hasText: `Pambo ${stamp}` })).toBeVisible();
    await item.getByRole('button', { name: 'Hide', exact: true }).click();
    await item.getByLabel(adminTexts.reports.reason).fill('Selling something that is not theirs.');
    await item.getByRole('button', { name: 'Hide', exact: true }).last().click();
    await expect(console.locator('.admin-card').filter({ hasText: listing })).toHaveCount(0);
    await console.close();

    // Gone from the marketplace and its search, from the embed, and its page says so (410).
    await searchMarketplace(page, listing);
    await expect(page.getByText(marketplace.products.noneFound)).toBeVisible();
    const gone = await page.request.get(addressOf(shop.fetchProducts, { query: { product_id: productId } }));
    expect(gone.status()).toBe(410);
    expect((await gone.json()).error).toBe(REMOVED);
    await page.goto(`/product/${productId}`);
    await expect(page.getByText(REMOVED)).toBeVisible();
    await expect(page.getByRole('link', { name: marketplace.chatWithSeller })).toHaveCount(0);

    await partnerView.reload();
    const embed2 = partnerView.locator('mijikenda-marketplace');
    await expect(embed2.getByRole('list', { name: marketplace.products.list })).toBeVisible();
    await expect(embed2.getByRole('heading', { name: listing })).toHaveCount(0);
  } finally {
    await partnerView.close();
    partner.server.close();
    for (const context of [seller.context, author.context, admin.context]) await context.dispose();
  }
});

test("three established members' reports hide a listing before anyone decides; its seller sees it under review; Dismiss brings it back", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const listing = `Chungu ${stampOf()}`;
  const sellerAccount = newMember('seller');
  const seller = await signedIn(playwright, baseURL, sellerAccount);
  const productId = await createProduct(seller.context, seller.id, listing);
  await seller.context.dispose();

  await searchMarketplace(page, listing);
  await expect(cards(page)).toHaveCount(1);

  for (const tag of ['first', 'second', 'third']) {
    const member = await establishedMember(playwright, baseURL, tag);
    const sent = await member.context.post(addressOf(reportsApi.sendReport), {
      data: { subject: 'product', subject_id: productId, reason: 'spam' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await member.context.dispose();
  }

  // Hidden at once, before any administrator looks.
  await searchMarketplace(page, listing);
  await expect(page.getByText(marketplace.products.noneFound)).toBeVisible();
  await page.goto(`/product/${productId}`);
  await expect(page.getByText(REMOVED)).toBeVisible();

  // Its seller still sees it in their own list, under review.
  const sellerPage = await browser.newPage();
  await logIn(sellerPage, sellerAccount);
  await sellerPage.goto(addressOf(shop.viewMyProducts, { query: { user_id: seller.id } }));
  const row = sellerPage.locator('li, tr, article').filter({ hasText: listing }).last();
  await expect(row).toContainText(/under review/i);
  await sellerPage.close();

  // An administrator dismisses the reports: it is back.
  const console = await browser.newPage();
  await logIn(console, E2E_ADMIN);
  await console.goto('/admin/reports');
  const item = console.locator('.admin-card').filter({ hasText: listing });
  await expect(item).toContainText(/hidden until reviewed/i);
  await item.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(console.locator('.admin-card').filter({ hasText: listing })).toHaveCount(0);
  await console.close();

  await searchMarketplace(page, listing);
  await expect(cards(page)).toHaveCount(1);
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: listing })).toBeVisible();
});

test('a rejected author reads the reason in My articles', async ({ page, playwright, baseURL }) => {
  const title = `Hadithi ${stampOf()}`;
  const reason = 'Please say where and when this happened.';
  const authorAccount = newMember('author');
  const author = await signedIn(playwright, baseURL, authorAccount);
  const articleId = await createPendingArticle(author.context, author.id, title);
  await author.context.dispose();
  const admin = await signedIn(playwright, baseURL, E2E_ADMIN);
  const rejected = await admin.context.post(
    addressOf(adminApi.setArticleStatus, { params: { id: articleId } }),
    {
      data: { status: 'rejected', reason },
    },
  );
  expect(rejected.status(), await rejected.text()).toBe(200);
  await admin.context.dispose();

  await logIn(page, authorAccount);
  await page.goto('/user/articles');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(reason);
});

test("a product page shows its seller's standing and links to all their listings", async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = stampOf();
  const sellerAccount = newMember('standing');
  const seller = await signedIn(playwright, baseURL, sellerAccount);
  const first = await createProduct(seller.context, seller.id, `Kanga ${stamp}`);
  await createProduct(seller.context, seller.id, `Kikoi ${stamp}`, { category: 'Clothing' });
  await seller.context.dispose();
  const buyer = await signedIn(playwright, baseURL, newMember('buyer'));
  const review = await buyer.context.post(addressOf(shop.addReview), {
    form: {
      product_id: String(first),
      user_id: String(buyer.id),
      review_text: 'Soft and bright.',
      rating: '4',
    },
  });
  expect(review.status(), await review.text()).toBe(201);
  await buyer.context.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product/${first}`);
  const month = new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByText(`Member since ${month}`)).toBeVisible();
  await expect(page.getByText('2 active listings')).toBeVisible();
  await expect(page.getByText(productTexts.sellerRating('4.0', 1), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: productTexts.safetyTitle })).toBeVisible();
  for (const tip of productTexts.safetyTips) await expect(page.getByText(tip, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: productTexts.sellerListings(sellerAccount.username) }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace\\?seller=${seller.id}$`));
  await expect(
    page.getByRole('heading', { name: marketplace.products.sellerListings(sellerAccount.username) }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
});

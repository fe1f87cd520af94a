import { marketplace } from 'shared-ui/texts/marketplace';
import { product as productTexts } from '../../mfe-marketplace/src/texts/product.ts';
import { expect, logInAsNewMember, test } from '../support/fixtures.ts';

const t = productTexts;

test('a visitor opens a product from the list: its facts, reviews and a WhatsApp chat with the seller', async ({
  page,
}) => {
  await page.goto('/marketplace');
  const first = page.getByRole('main').getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: t.detailsOf(name) }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(t.disclaimer);
  await expect(page.getByRole('link', { name: marketplace.chatWithSeller })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254\d{9}\?text=.+%2Fproduct%2F\d+$/,
  );
  await expect(page.getByRole('img', { name: t.picture(name, 1) })).toBeVisible();
  await expect(page.getByRole('button', { name: t.logIn })).toBeVisible();

  await page.getByRole('button', { name: t.back }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});

test('a product page opens by its address, answers 200, and an unknown product says so', async ({ page }) => {
  const response = await page.goto('/product/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: t.reviews })).toBeVisible();

  await page.goto('/product/999999');
  await expect(page.getByText('Product not found.')).toBeVisible();
});

test('a member reviews a product: a rating first, then the review shows and is still there after a reload', async ({
  page,
}) => {
  const member = await logInAsNewMember(page, 'review');

  await page.goto('/product/2');
  const text = `Karibu sana ${member.username}`;
  await page.getByRole('textbox', { name: t.reviewText }).fill(text);
  await page.getByRole('button', { name: t.submitReview }).click();
  await expect(page.getByText(marketplace.review.ratingRequired)).toBeVisible();

  await page.getByRole('radio', { name: t.stars(4) }).check();
  await page.getByRole('button', { name: t.submitReview }).click();
  await expect(page.getByText(marketplace.review.added)).toBeVisible();
  await expect(page.getByRole('list', { name: t.reviews }).getByText(text)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('list', { name: t.reviews }).getByText(text)).toBeVisible();
});

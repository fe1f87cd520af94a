import { marketplace } from 'shared-ui/texts/marketplace';
import { product as productTexts } from '../../mfe-marketplace/src/texts/product.ts';
import { partnerPage, readmeSnippet } from '../support/embed.ts';
import { expect, test } from '../support/fixtures.ts';

test("the README's embed snippet shows the marketplace on another origin, isolated, with its own navigation", async ({
  page,
  baseURL,
}) => {
  const partner = await partnerPage(readmeSnippet(baseURL!));
  try {
    await page.goto(partner.url);
    const embed = page.locator('mijikenda-marketplace');
    const cards = embed.getByRole('list', { name: marketplace.products.list }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(embed.getByRole('combobox', { name: marketplace.products.category })).toHaveValue('Crafts');

    const name = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards
      .first()
      .getByRole('link', { name: productTexts.detailsOf(name) })
      .click();
    await expect(embed.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(page.url()).toBe(partner.url);
    await expect(page).toHaveTitle('Partner shop');
    await expect(embed.getByText('Crafts', { exact: true })).toBeVisible();
    await expect(embed.getByRole('link', { name: marketplace.chatWithSeller })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/254\d{9}\?text=/,
    );
    const review = embed.getByRole('link', { name: productTexts.reviewOnSite });
    await expect(review).toHaveAttribute('href', new RegExp(`^${baseURL}/product/\\d+$`));
    await expect(review).not.toHaveCSS('color', 'rgb(255, 0, 0)');

    await embed.getByRole('button', { name: productTexts.back }).click();
    await expect(cards.first()).toBeVisible();
    expect(page.url()).toBe(partner.url);
  } finally {
    partner.server.close();
  }
});

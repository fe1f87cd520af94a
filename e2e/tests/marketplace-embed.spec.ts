import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { marketplace } from 'shared-ui/texts/marketplace';
import { product as productTexts } from 'shared-ui/texts/product';
import { ROOT } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';

/** The README's snippet, pointed at the server under test. */
function readmeSnippet(site: string): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('## Embed the marketplace')[1] ?? '';
  const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!snippet) throw new Error('README.md has no html snippet under "Embed the marketplace"');
  return snippet.replaceAll('https://mijikenda.example', site);
}

/** A partner's page on another origin (another port), with styles that would wreck ours if they leaked in. */
async function partnerPage(snippet: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title>
<style>li, h2 { display: none !important; } a { color: red !important; } body { font-family: serif; }</style>
</head><body><h1>Partner shop</h1><p>Crafts from the coast, sold by the makers.</p>${snippet}</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop`, server };
}

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

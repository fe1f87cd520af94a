/**
 * The marketplace embedded in a partner's page (README: Embed the marketplace): what that page
 * downloads from us until the first product card shows, measured like a route of the site.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { measureRoute, type RouteWeight } from './weight.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function measureEmbed(browser: Browser, siteUrl: string): Promise<RouteWeight> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const snippet = /```html\n([\s\S]*?)```/.exec(readme.split('## Embed the marketplace')[1] ?? '')?.[1];
  if (!snippet) throw new Error('README.md has no embed snippet');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><h1>Partner</h1>${snippet.replaceAll('https://mijikenda.example', siteUrl)}</body></html>`;
  const partner = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
    const weight = await measureRoute(browser, origin, '/', {
      ready: (page) => page.locator('mijikenda-marketplace').getByRole('listitem').first(),
    });
    return { ...weight, route: 'embed (partner page)' };
  } finally {
    partner.close();
  }
}

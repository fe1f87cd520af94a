/** A partner's page on another origin that embeds the marketplace with the README's snippet. */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROOT } from './environment.ts';

/** The README's snippet, pointed at the server under test. */
export function readmeSnippet(site: string): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('## Embed the marketplace')[1] ?? '';
  const snippet = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!snippet) throw new Error('README.md has no html snippet under "Embed the marketplace"');
  return snippet.replaceAll('https://mijikenda.example', site);
}

/**
 * A partner's page on another origin (another port), in `lang`, with styles that would wreck ours
 * if they leaked in.
 */
export async function partnerPage(snippet: string, lang = 'en'): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Partner shop</title>
<style>li, h2 { display: none !important; } a { color: red !important; } body { font-family: serif; }</style>
</head><body><h1>Partner shop</h1><p>Crafts from the coast, sold by the makers.</p>${snippet}</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop`, server };
}

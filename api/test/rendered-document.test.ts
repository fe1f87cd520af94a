/** A page's document with its server-rendered root (web/rendered-document.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withRenderedRoot } from '../src/web/rendered-document.ts';

const page = { head: '<link rel=preload as=image href=/a.webp>', markup: '<main>Soko</main>' };

test('the markup replaces the prerendered first screen, marked to be hydrated; the code waits for the first screen', () => {
  const built =
    '<html><head><title>T</title><link rel=preload href=/main.1.js as=script fetchpriority=high><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous></head><body><div id=root data-prerendered><div class=layout>Loading…</div></div><noscript>Needs JavaScript.</noscript><script>start()</script></body></html>';
  const later = ['<link rel="preload" href="/mfe/shop/remoteEntry.js" as="script">'];
  assert.equal(
    withRenderedRoot(built, page, { lowData: false, later }),
    '<html><head><title>T</title><link rel=preload as=image href=/a.webp>' +
      '<template data-after-first-screen><link rel=preload href=/main.1.js as=script fetchpriority=high><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous><link rel="preload" href="/mfe/shop/remoteEntry.js" as="script"></template>' +
      '</head><body><div id="root" data-server-rendered><main>Soko</main></div><script>start()</script></body></html>',
  );
});

test('an empty root takes the markup too; low-data mode is marked for hydration', () => {
  const html = withRenderedRoot(
    '<head></head><div id="root"></div>',
    { head: '', markup: '<p>x</p>' },
    { lowData: true },
  );
  assert.equal(html, '<head></head><div id="root" data-server-rendered data-low-data><p>x</p></div>');
});

test('a document without a root is not rendered into', () => {
  assert.equal(withRenderedRoot('<p>no root</p>', page, { lowData: false }), undefined);
  assert.equal(
    withRenderedRoot('<div id=root data-prerendered><p>unclosed', page, { lowData: false }),
    undefined,
  );
});

/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["webpack", "node", "node-addons"]}
 */
// The build runs the prerender in Node, with no window or document: so does this test. Its
// modules resolve as webpack resolves them for that build (shared-ui's `webpack` export).
import { PRODUCT_NAME, texts } from 'shared-ui';
import { DOCUMENT_FILES, documentFor } from './documents.ts';
import { renderDocuments } from './prerender.tsx';

const markup = renderDocuments();

test('every document has its first screen, rendered without a browser', () => {
  expect(Object.keys(markup).sort()).toEqual([...DOCUMENT_FILES].sort());
});

test("home.html holds /home's first screen in the layout, with the first hero scene", () => {
  const home = markup[documentFor('/home')] ?? '';
  expect(home).toContain('class="shell-layout"');
  expect(home).toMatch(/<h1 id="home-hero-title">Karibu/);
  expect(home).toMatch(
    /<img[^>]*class="home-hero__slide is-current"[^>]*srcSet="\/media\/hero-1-640\.webp 640w/,
  );
  expect(home).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/home"/);
  // The dock waits for the app: the cookie banner only shows after its delay anyway.
  expect(home).not.toContain('shell-cookie-banner');
  // What the app reveals on scrolling starts as it does in the app: the mission not yet faded
  // in, the news widget not yet loaded.
  expect(home).toMatch(/class="ui-page home-mission"/);
  expect(home).toContain(texts.news.loading);
});

test('every other page gets the layout around the loading state, with no page marked current', () => {
  const frame = markup[documentFor('/marketplace')] ?? '';
  expect(frame).toContain('class="shell-layout"');
  expect(frame).toMatch(/<main[^>]*>.*class="ui-loading".*<\/main>/s);
  expect(frame).not.toContain('aria-current');
});

test("the welcome page starts with the splash's Loading and the product name, not the layout", () => {
  const welcome = markup[documentFor('/')] ?? '';
  expect(welcome).toContain('<main class="splash"><div class="splash__loading" role="status">');
  const text = welcome.replace(/<!-- -->|<[^>]+>/g, '');
  expect(text).toBe(`${texts.common.loading} ${PRODUCT_NAME}`);
  expect(welcome).toMatch(/<img class="splash__logo" src="\/media\/logo-kaya\.svg"/);
  expect(welcome).not.toContain('shell-layout');
});

test('pages find their document with or without a trailing slash', () => {
  expect(documentFor('/home/')).toBe(documentFor('/home'));
  expect(documentFor('/homes')).toBe(documentFor('/articles'));
});

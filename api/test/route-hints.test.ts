import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getMusic } from 'shared-ui/contracts/music';
import { getReel } from 'shared-ui/contracts/reels';
import { fetchProducts, getFilters } from 'shared-ui/contracts/shop';
import {
  apiReadLinks,
  codePreloads,
  firstImageLink,
  linkElement,
  linkValue,
  ownerOf,
  routeMatches,
} from '../src/web/route-hints.ts';

/** The code's preloads as the `Link` header sends them. */
const preloadLinks = (...args: Parameters<typeof codePreloads>) => codePreloads(...args).map(linkValue);

test('route patterns match paths as the shell matches them', () => {
  assert.ok(routeMatches('/articles', '/articles'));
  assert.ok(routeMatches('/articles', '/Articles/'));
  assert.ok(routeMatches('/article/:id', '/article/12'));
  assert.ok(!routeMatches('/article/:id', '/article'));
  assert.ok(!routeMatches('/article/:id', '/article/12/comments'));
  assert.ok(routeMatches('/shop/*', '/shop/sell/3'));
  assert.ok(!routeMatches('/articles', '/articles-old'));
  assert.ok(!routeMatches('/music', '/'));
});

test('the owner of a page is the remote whose routes match it; the shell owns the rest', () => {
  const remotes = [
    { name: 'stories', routes: ['/articles', '/article/:id'] },
    { name: 'media', routes: ['/music'] },
  ];
  assert.equal(ownerOf(remotes, '/article/4')?.remote.name, 'stories');
  assert.equal(ownerOf(remotes, '/article/4')?.route, '/article/:id');
  assert.equal(ownerOf(remotes, '/music')?.remote.name, 'media');
  assert.equal(ownerOf(remotes, '/home'), undefined);
});

test("a page's first reads are filled from its path, and from the query values its route names", () => {
  const remotes = [
    {
      name: 'media',
      routes: ['/song', '/share-reel/:reelId'],
      firstReads: {
        '/song': [`${getMusic.path}?id=:id`],
        '/share-reel/:reelId': [`${getReel.path}?id=:reelId`],
      },
    },
  ];
  const readsOf = (pathname: string, search = '') => {
    const found = ownerOf(remotes, pathname, new URLSearchParams(search));
    return found?.remote.firstReads?.[found.route];
  };
  assert.deepEqual(readsOf('/song', 'id=7'), [`${getMusic.path}?id=7`]);
  assert.deepEqual(readsOf('/song', 'id=a%26b=c'), [`${getMusic.path}?id=a%26b%3Dc`], 'encoded as a value');
  assert.deepEqual(readsOf('/song'), [], 'no id: nothing to read ahead');
  assert.deepEqual(readsOf('/share-reel/3', 'reelId=9'), [`${getReel.path}?id=3`], "the path's own wins");
});

test('the hints preload the manifest, the entry and the chunks and styles of ./App, and only plain file names', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './NewsHighlights', assets: { js: { sync: ['widget.1.js'] } } },
      {
        path: './App',
        assets: {
          js: { sync: ['__federation_expose_App.ab12.js', '../../secret.js'] },
          css: { sync: ['__federation_expose_App.cd34.css', '/etc/x.css'] },
        },
      },
    ],
  };
  assert.deepEqual(preloadLinks('stories', manifest), [
    '</mfe/stories/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    '</mfe/stories/remoteEntry.js>; rel=preload; as=script',
    '</mfe/stories/__federation_expose_App.ab12.js>; rel=preload; as=script',
    '</mfe/stories/__federation_expose_App.cd34.css>; rel=preload; as=style',
  ]);
  assert.deepEqual(preloadLinks('media', undefined), [
    '</mfe/media/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
  ]);
});

test("the page's own code follows ./App in the hints, each file once and only plain file names", () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './App', assets: { js: { sync: ['app.1.js', 'vendor.2.js'] } } }],
  };
  const pageFiles = ['vendor.2.js', 'articles.3.js', 'articles.4.css', '../x.js'];
  assert.deepEqual(preloadLinks('stories', manifest, pageFiles), [
    '</mfe/stories/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    '</mfe/stories/remoteEntry.js>; rel=preload; as=script',
    '</mfe/stories/app.1.js>; rel=preload; as=script',
    '</mfe/stories/vendor.2.js>; rel=preload; as=script',
    '</mfe/stories/articles.3.js>; rel=preload; as=script',
    '</mfe/stories/articles.4.css>; rel=preload; as=style',
  ]);
  assert.deepEqual(
    preloadLinks('stories', undefined, pageFiles),
    ['</mfe/stories/mf-manifest.json>; rel=preload; as=fetch; crossorigin'],
    'no manifest (a remote being deployed): no file of it is named',
  );
  // The same preloads as elements, for a document to hold until its first screen is out.
  assert.deepEqual(codePreloads('stories', manifest).slice(0, 2).map(linkElement), [
    '<link rel="preload" href="/mfe/stories/mf-manifest.json" as="fetch" crossorigin>',
    '<link rel="preload" href="/mfe/stories/remoteEntry.js" as="script">',
  ]);
});

test("a page's first API reads are preloaded with cookies, only from this server's /api and only as plain paths", () => {
  const reads = [`${fetchProducts.path}?search=&page=1`, getFilters.path];
  assert.deepEqual(
    apiReadLinks(reads, '/api'),
    reads.map((read) => `</api/${read}>; rel=preload; as=fetch; crossorigin=use-credentials`),
  );
  assert.deepEqual(apiReadLinks(reads, 'https://api.example.org'), [], 'another API host: no hint');
  assert.deepEqual(apiReadLinks(undefined, '/api'), []);
  for (const bad of ['/etc/passwd', '../users/profile.php', 'a>; rel=preload; as=script', 'x?a=<b>', 'a b'])
    assert.deepEqual(apiReadLinks([bad], '/api'), [], bad);
});

test("a page's first picture is preloaded from its first read's answer, with the page's srcset and sizes", () => {
  const image = {
    read: 0,
    field: 'products.0.image_1',
    folder: 'shop/uploads',
    sizes: '(min-width: 40rem) 20rem, 100vw',
  };
  const answer = { products: [{ image_1: 'a1-B_c.webp' }, { image_1: 'other.webp' }] };
  assert.equal(
    firstImageLink(image, answer, '/api'),
    '</api/shop/uploads/a1-B_c-w480.webp>; rel=preload; as=image; ' +
      'imagesrcset="/api/shop/uploads/a1-B_c-w480.webp 480w, /api/shop/uploads/a1-B_c.webp 1280w"; ' +
      'imagesizes="(min-width: 40rem) 20rem, 100vw"; fetchpriority=high',
  );
  assert.equal(firstImageLink(image, { products: [] }, '/api'), undefined, 'an empty list');
  assert.equal(firstImageLink(image, { products: [{ image_1: null }] }, '/api'), undefined, 'no picture');
  assert.equal(firstImageLink(image, answer, 'https://api.example'), undefined, 'another API base');
  for (const name of ['../x.webp', 'a.webp>; rel=x', 'a b.webp', 'a.png', '']) {
    assert.equal(firstImageLink(image, { products: [{ image_1: name }] }, '/api'), undefined, name);
  }
  const inherited = { read: 0, field: 'constructor.name', folder: 'images', sizes: '100vw' };
  assert.equal(firstImageLink(inherited, {}, '/api'), undefined, "only the answer's own fields");
});

/** No link preview of a hidden item, and no hidden item in the first answers a page's document carries. */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { getMusic } from 'shared-ui/contracts/music';
import { getArticle } from 'shared-ui/contracts/pages';
import { getReel } from 'shared-ui/contracts/reels';
import { fetchProducts } from 'shared-ui/contracts/shop';
import {
  TRIO,
  articleTrio,
  productIds,
  productTrio,
  reelTrio,
  setUp,
  songTrio,
} from './moderation-helpers.ts';

test('no link preview of a hidden item, and no hidden product in the answers a page carries', async (t) => {
  const { app, owner, environment } = await setUp(t);
  const dist = path.join(environment.webRoot, 'mfe-marketplace', 'dist');
  const firstProducts = `${fetchProducts.path}?page=1`;
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"marketplace"}');
  await writeFile(
    path.join(dist, 'remote.json'),
    JSON.stringify({
      name: 'marketplace',
      routes: ['/marketplace', '/product/:productId', '/article/:id', '/song', '/share-reel/:reelId'],
      // As the remotes publish them: a preview is made from the page's first read.
      firstReads: {
        '/marketplace': [firstProducts],
        '/product/:productId': [`${fetchProducts.path}?product_id=:productId`],
        '/article/:id': [`${getArticle.path}?id=:id`],
        '/song': [`${getMusic.path}?id=:id`],
        '/share-reel/:reelId': [`${getReel.path}?id=:reelId`],
      },
    }),
  );
  const pages = {
    product: [await productTrio(app, owner), (id: number) => `/product/${id}`],
    article: [await articleTrio(app, owner), (id: number) => `/article/${id}`],
    song: [await songTrio(app, owner), (id: number) => `/song?id=${id}`],
    reel: [await reelTrio(app, owner), (id: number) => `/share-reel/${id}`],
  } as const;
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  for (const [kind, [ids, address]] of Object.entries(pages)) {
    for (const which of TRIO) {
      const response = await page(address(ids[which]));
      assert.equal(response.statusCode, 200, `${kind} ${which}`);
      const previewed = /og:title/.test(response.body);
      assert.equal(previewed, which === 'shown', `${kind} ${which}`);
    }
  }

  const listed = await page('/marketplace');
  const carried = /<script type="application\/json" id="document-answers">(.*?)<\/script>/s.exec(listed.body);
  assert.ok(carried, 'the first answers are carried');
  const answers = JSON.parse(carried[1]!) as Record<string, { products: { product_id: number }[] }>;
  assert.deepEqual(productIds(answers[firstProducts]!), [pages.product[0].shown]);
});

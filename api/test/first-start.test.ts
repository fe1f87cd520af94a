import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestEnvironment, startServerProcess } from './helpers.ts';

const ADMIN = { ADMIN_EMAIL: 'operator@example.org', ADMIN_PASSWORD: 'kaya-2026' };

/** How many items each public list answers with, read over HTTP. */
async function contentCounts(base: string) {
  const read = async (url: string) => {
    const response = await fetch(`${base}/api/${url}`);
    assert.equal(response.status, 200, url);
    return response.json() as Promise<Record<string, unknown[]> & unknown[]>;
  };
  return {
    news: (await read('news/getNews.php')).data!.length,
    articles: (await read('pages/get_articles.php?priority=all')).articles!.length,
    songs: (await read('music/get-music.php')).length,
    featuredVideos: (await read('youtube/fetch_metadata.php')).videos!.length,
    products: (await read('shop/fetch_products.php')).products!.length,
  };
}

test('the first start with ADMIN_EMAIL set on an empty DATA_DIR still adds the demo content', async (t) => {
  const environment = await createTestEnvironment(t);
  const { url: base } = await startServerProcess(t, await environment.settings({ ...ADMIN, SEED: 'demo' }));

  const counts = await contentCounts(base);
  for (const [kind, count] of Object.entries(counts)) assert.ok(count > 0, `${kind}: ${count}`);

  const login = await fetch(`${base}/api/users/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 200, 'the administrator was created too');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import { getMusic } from 'shared-ui/contracts/music';
import { getNews } from 'shared-ui/contracts/news';
import { getArticles } from 'shared-ui/contracts/pages';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { login } from 'shared-ui/contracts/users';
import { fetchMetadata } from 'shared-ui/contracts/youtube';
import { urlOf } from './contract-call.ts';
import { createTestEnvironment, startServerProcess } from './helpers.ts';

const ADMIN = { ADMIN_EMAIL: 'operator@example.org', ADMIN_PASSWORD: 'kaya-2026' };

/** How many items each public list answers with, read over HTTP. */
async function contentCounts(base: string) {
  const read = async (endpoint: Endpoint, query?: Record<string, string>) => {
    const url = urlOf(endpoint, { query });
    const response = await fetch(`${base}${url}`);
    assert.equal(response.status, 200, url);
    return response.json() as Promise<Record<string, unknown[]> & unknown[]>;
  };
  return {
    news: (await read(getNews)).data!.length,
    articles: (await read(getArticles, { priority: 'all' })).articles!.length,
    songs: (await read(getMusic)).length,
    featuredVideos: (await read(fetchMetadata)).videos!.length,
    products: (await read(fetchProducts)).products!.length,
  };
}

test('the first start with ADMIN_EMAIL set on an empty DATA_DIR still adds the demo content', async (t) => {
  const environment = await createTestEnvironment(t);
  const { url: base } = await startServerProcess(t, await environment.settings({ ...ADMIN, SEED: 'demo' }));

  const counts = await contentCounts(base);
  for (const [kind, count] of Object.entries(counts)) assert.ok(count > 0, `${kind}: ${count}`);

  const signedIn = await fetch(`${base}${urlOf(login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  assert.equal(signedIn.status, 200, 'the administrator was created too');
});

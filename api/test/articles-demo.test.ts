import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { limits } from 'shared-ui/validation';
import type { Article } from 'shared-ui/contracts';
import { listArticles } from 'shared-ui/contracts/admin';
import { getArticles, getCategories, getComments } from 'shared-ui/contracts/pages';
import { callEndpoint } from './contract-call.ts';
import { createTestEnvironment } from './helpers.ts';
import { makeAdmin } from './session-helpers.ts';

test('the demo seed shows articles with pictures, categories and comments through the API', async (t) => {
  // Seeding needs a database without accounts: the administrator is added on the next start.
  const environment = await createTestEnvironment(t);
  await environment.build({ env: { SEED: 'demo' } });
  const { app, admin } = await makeAdmin(t, { environment, env: { SEED: 'demo' } });

  const tree = (await callEndpoint(app, getCategories)).json();
  assert.deepEqual(tree.Culture.slice(0, 3), ['Kaya forests', 'Traditions', 'Language & names']);

  const articles: (Article & { comments_count: number })[] = [];
  for (let page = 1; ; page += 1) {
    const query = { priority: 'all', limit: 20, page } as const;
    const body = (await callEndpoint(app, getArticles, { query })).json();
    articles.push(...body.articles);
    if (!body.hasMore) break;
  }
  assert.ok(articles.length >= 20, `${articles.length} published articles`);
  assert.ok(articles.every((article) => article.status === 'published'));
  const categories = new Set(articles.map((article) => article.category));
  assert.ok(categories.size >= 3, 'at least three categories');
  for (const article of articles) {
    assert.ok(
      tree[article.category]?.includes(article.subcategory),
      `${article.article_name}: known subcategory`,
    );
    assert.ok(article.article_name.length <= limits.articleNameMax, article.article_name);
    assert.ok(article.image_url1, `${article.article_name} has a main image`);
    assert.ok(article.created_at.startsWith('2026-'), article.created_at);
  }
  const long = articles.filter((article) => article.description.length > limits.articlePreview);
  assert.ok(long.length >= 6, `${long.length} descriptions longer than the preview`);
  assert.ok(
    articles.some((article) => article.image_url3),
    'some articles have three images',
  );
  assert.ok(new Set(articles.map((article) => article.likes_count)).size > 10, 'varied likes');
  assert.ok(new Set(articles.map((article) => article.user_id)).size >= 4, 'several authors');

  const commented = articles.filter((article) => article.comments_count > 0);
  assert.ok(commented.length >= 5, 'several articles have comments');
  const comments = await callEndpoint(app, getComments, { query: { articleId: commented[0]!.id } });
  assert.equal(comments.json().comments.length, commented[0]!.comments_count);

  const picture = await app.inject({ method: 'GET', url: `/api/images/${articles[0]!.image_url1}` });
  assert.equal(picture.statusCode, 200);
  assert.equal((await sharp(picture.rawPayload).metadata()).format, 'webp');
  const small = await app.inject({
    method: 'GET',
    url: `/api/images/${articles[0]!.image_url1!.replace('.webp', '-w480.webp')}`,
  });
  assert.equal(small.statusCode, 200);

  const pending = (await callEndpoint(app, listArticles, { session: admin })).json();
  assert.equal(pending.articles.length, 2, 'two articles wait for moderation');

  const search = await callEndpoint(app, getArticles, { query: { search: 'kaya' } });
  assert.ok(search.json().articles.length > 0, 'search finds demo content');
  const trending = (await callEndpoint(app, getArticles, { query: { sort: 'trending' } })).json();
  const likes = trending.articles.map((article: Article) => article.likes_count);
  assert.deepEqual(
    likes,
    [...likes].sort((a: number, b: number) => b - a),
  );
});

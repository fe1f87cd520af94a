import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnswerOf, NewsItem } from 'shared-ui/contracts';
import { getNews } from 'shared-ui/contracts/news';
import { callEndpoint } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';

type NewsAnswer = AnswerOf<typeof getNews>;

const NEWS_ITEM_KEYS: (keyof NewsItem)[] = [
  'id',
  'name',
  'launches_on',
  'short_description',
  'full_description',
  'link',
  'image_1',
  'image_2',
  'video_url',
];

test('getNews lists the demo news, latest launch first, in the NewsItem shape', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'demo' } });
  const response = await callEndpoint(app, getNews);
  assert.equal(response.statusCode, 200);
  const body = response.json<NewsAnswer>();
  assert.equal(body.success, true);
  assert.equal(body.data.length, 5);
  for (const item of body.data) {
    assert.deepEqual(Object.keys(item).sort(), [...NEWS_ITEM_KEYS].sort());
    assert.equal(typeof item.id, 'number');
    assert.match(item.launches_on, /^2026-\d{2}-\d{2}$/);
    assert.ok(item.name.length > 0 && item.short_description.length > 0 && item.full_description.length > 0);
  }
  const dates = body.data.map((item) => item.launches_on);
  assert.deepEqual(dates, [...dates].sort().reverse());
  assert.equal(new Set(dates).size, dates.length);
});

test('getNews answers an empty list when the demo content is off', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'none' } });
  const response = await callEndpoint(app, getNews);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { success: true, data: [] });
});

test('news items with the same launch date come latest-added first', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'none' } });
  const item = { short_description: 's', full_description: 'f', link: null, image_1: null, image_2: null };
  await app.db
    .insertInto('news')
    .values([
      { ...item, name: 'Older', launches_on: '2026-02-01', video_url: null },
      { ...item, name: 'First of the day', launches_on: '2026-03-01', video_url: null },
      { ...item, name: 'Second of the day', launches_on: '2026-03-01', video_url: null },
    ])
    .execute();
  const body = (await callEndpoint(app, getNews)).json<NewsAnswer>();
  assert.deepEqual(
    body.data.map((news) => news.name),
    ['Second of the day', 'First of the day', 'Older'],
  );
});

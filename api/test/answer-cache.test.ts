import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NewsAnswer } from 'shared-ui/contracts';
import { buildTestApp } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const NEWS = '/api/news/getNews.php';

/** A news item written straight to the database, as another server process would. */
const addNewsBehindTheServer = (app: Awaited<ReturnType<typeof buildTestApp>>, name: string) =>
  app.db
    .insertInto('news')
    .values({
      name,
      launches_on: '2026-06-01',
      short_description: 'Short',
      full_description: 'Full',
      link: null,
      image_1: null,
      image_2: null,
      video_url: null,
    })
    .execute();

const names = (body: string) => JSON.parse(body).data.map((item: { name: string }) => item.name) as string[];

test("guests get a public list from the cache, byte for byte; the server's own writes refresh it", async (t) => {
  const app = await buildTestApp(t);
  const first = await app.inject({ method: 'GET', url: NEWS });
  assert.equal(first.statusCode, 200);
  assert.match(first.headers['content-type'] as string, /^application\/json; charset=utf-8/);
  assert.deepEqual(first.json<NewsAnswer>(), { success: true, data: [] });

  await addNewsBehindTheServer(app, 'Kaya day');
  const cached = await app.inject({ method: 'GET', url: NEWS });
  assert.equal(cached.body, first.body, 'served from the cache');
  assert.match(cached.headers['content-type'] as string, /^application\/json; charset=utf-8/);
  const otherUrl = await app.inject({ method: 'GET', url: `${NEWS}?fresh=1` });
  assert.deepEqual(names(otherUrl.body), ['Kaya day'], 'each URL has its own entry');

  // Any write through this server, even a refused one, empties the cache.
  const refused = await app.inject({ method: 'POST', url: '/api/users/login.php', payload: {} });
  assert.equal(refused.statusCode, 400);
  assert.deepEqual(names((await app.inject({ method: 'GET', url: NEWS })).body), ['Kaya day']);
});

test('members never get cached answers', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const asMember = () => app.inject({ method: 'GET', url: NEWS, cookies: { sid: member.cookie } });
  await app.inject({ method: 'GET', url: NEWS }); // a guest fills the cache
  await addNewsBehindTheServer(app, 'Rabai market');
  assert.deepEqual(names((await asMember()).body), ['Rabai market']);
  assert.deepEqual(names((await app.inject({ method: 'GET', url: NEWS })).body), [], 'guests: cached');
});

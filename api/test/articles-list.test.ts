import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getArticle, getArticles, getCategories } from 'shared-ui/contracts/pages';
import type { App } from '../src/app.ts';
import { addComment } from '../src/db/comments.repository.ts';
import { saveProfile } from '../src/db/profiles.repository.ts';
import { articleMessages } from '../src/schemas/articles.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

/** The articles at this query, as written (good or bad). */
const list = (app: App, query: string, session?: TestSession) =>
  callUnchecked(app, getArticles, { query, session });

const names = (response: { json: () => { articles: { article_name: string }[] } }) =>
  response.json().articles.map((article) => article.article_name);

test('get_categories answers a map of category to subcategory list', async (t) => {
  const app = await buildTestApp(t);
  const response = await callEndpoint(app, getCategories);
  assert.equal(response.statusCode, 200);
  const tree = response.json<Record<string, string[]>>();
  for (const [category, subcategories] of Object.entries({
    Culture: ['Kaya forests', 'Traditions', 'Language & names'],
    Stories: ['Oral histories', 'Youth poetry', "Elders' voices"],
    Justice: ['Land rights', 'Community action'],
    'Music & Arts': ['Dance', 'Crafts'],
  })) {
    for (const sub of subcategories) assert.ok(tree[category]?.includes(sub), `${category} → ${sub}`);
  }
});

test('get_articles lists published articles newest first, in the Article shape with comments_count', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app, { username: 'Kadzo' });
  const first = await insertArticle(app, author.user.id, {
    article_name: 'Older',
    image_url1: 'a'.repeat(22) + '.webp',
  });
  const second = await insertArticle(app, author.user.id, { article_name: 'Newer', likes_count: 3 });
  await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  await insertArticle(app, author.user.id, { article_name: 'Refused', status: 'rejected' });
  const now = new Date().toISOString();
  for (const comment of ['One', 'Two']) {
    await addComment(app.db, {
      article_id: first,
      user_id: null,
      user_name: 'Guest',
      comment,
      created_at: now,
    });
  }
  await saveProfile(app.db, author.user.id, { profile_image: 'kadzo.webp' }, new Date());

  const response = await list(app, 'priority=all');
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.equal(body.status, 'success');
  assert.equal(body.page, 1);
  assert.equal(body.hasMore, false);
  assert.deepEqual(names(response), ['Newer', 'Older']);
  const older = body.articles[1];
  assert.deepEqual(Object.keys(older).sort(), [
    'article_name',
    'category',
    'comments_count',
    'created_at',
    'description',
    'id',
    'image_url1',
    'image_url2',
    'image_url3',
    'likes_count',
    'profile_image',
    'status',
    'subcategory',
    'user_id',
    'user_name',
    'video_url1',
    'video_url2',
  ]);
  assert.equal(older.id, first);
  assert.equal(older.user_name, 'Kadzo');
  assert.equal(older.user_id, author.user.id);
  assert.equal(older.profile_image, 'kadzo.webp');
  assert.equal(older.image_url1, 'a'.repeat(22) + '.webp');
  assert.equal(older.video_url1, null);
  assert.equal(older.comments_count, 2);
  assert.equal(body.articles[0].id, second);
  assert.equal(body.articles[0].comments_count, 0);
  assert.equal(body.articles[0].likes_count, 3);
});

test('an author without a profile has profile_image null', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  await insertArticle(app, author.user.id);
  assert.equal((await list(app, 'priority=all')).json().articles[0].profile_image, null);
});

test('get_articles pages by 5 by default, says whether more follow, and refuses bad parameters', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  for (let i = 0; i < 7; i += 1) await insertArticle(app, author.user.id, { article_name: `Story ${i}` });

  const first = (await list(app, 'priority=all')).json();
  assert.equal(first.articles.length, 5);
  assert.equal(first.hasMore, true);
  const second = (await list(app, 'priority=all&page=2')).json();
  assert.equal(second.page, 2);
  assert.equal(second.articles.length, 2);
  assert.equal(second.hasMore, false);
  const ids = [...first.articles, ...second.articles].map((article: { id: number }) => article.id);
  assert.equal(new Set(ids).size, 7, 'no article on two pages');
  const exact = (await list(app, 'limit=7')).json();
  assert.equal(exact.articles.length, 7);
  assert.equal(exact.hasMore, false);
  assert.equal((await list(app, 'limit=20&page=3')).json().articles.length, 0);

  for (const bad of ['limit=21', 'limit=0', 'page=0', 'sort=oldest', 'priority=some', 'user_id=abc']) {
    const response = await list(app, bad);
    assert.equal(response.statusCode, 400, bad);
    assert.equal(response.json().status, 'error');
    assert.ok(response.json().message, bad);
  }
});

test('search matches the starts of words in the name and the text', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  await insertArticle(app, author.user.id, { article_name: 'Kaya forests', description: 'Sacred groves.' });
  await insertArticle(app, author.user.id, {
    article_name: 'Drums',
    description: 'Kayamba rattles at the harvest.',
    category: 'Music & Arts',
    subcategory: 'Dance',
  });
  await insertArticle(app, author.user.id, { article_name: 'Kaya rules', status: 'pending' });

  assert.deepEqual(names(await list(app, 'search=kaya')), ['Drums', 'Kaya forests']);
  assert.deepEqual(names(await list(app, 'search=kaya%20fore')), ['Kaya forests']);
  assert.deepEqual(names(await list(app, 'search=HARV')), ['Drums']);
  assert.deepEqual(names(await list(app, 'search=groves%20drums')), []);
  assert.deepEqual(names(await list(app, 'search=kaya&category=Music%20%26%20Arts')), ['Drums']);
  assert.equal(names(await list(app, 'search=%22)%3B%20--')).length, 2, 'no words: no filter');
});

test('category and subcategory filter the list', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  await insertArticle(app, author.user.id, {
    article_name: 'Land',
    category: 'Justice',
    subcategory: 'Land rights',
  });
  await insertArticle(app, author.user.id, {
    article_name: 'Clean-up',
    category: 'Justice',
    subcategory: 'Community action',
  });
  await insertArticle(app, author.user.id, {
    article_name: 'Poem',
    category: 'Stories',
    subcategory: 'Youth poetry',
  });

  assert.deepEqual(names(await list(app, 'category=Justice')), ['Clean-up', 'Land']);
  assert.deepEqual(names(await list(app, 'category=Justice&subcategory=Land%20rights')), ['Land']);
  assert.deepEqual(names(await list(app, 'category=Stories')), ['Poem']);
  assert.deepEqual(names(await list(app, 'category=Nothing')), []);
});

test('sort=trending orders by likes, most first; recent by date', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  await insertArticle(app, author.user.id, { article_name: 'Loved', likes_count: 50 });
  await insertArticle(app, author.user.id, { article_name: 'Quiet', likes_count: 1 });
  await insertArticle(app, author.user.id, { article_name: 'Liked', likes_count: 12 });
  assert.deepEqual(names(await list(app, 'sort=trending')), ['Loved', 'Liked', 'Quiet']);
  assert.deepEqual(names(await list(app, 'sort=recent')), ['Liked', 'Quiet', 'Loved']);
  assert.deepEqual(names(await list(app, 'sort=trending&limit=1&page=2')), ['Liked']);
});

test("priority=user: an author's pending and rejected articles only for that author and admins", async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  await insertArticle(app, author.user.id, { article_name: 'Out' });
  await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  await insertArticle(app, author.user.id, { article_name: 'Refused', status: 'rejected' });
  await insertArticle(app, other.user.id, { article_name: 'Not theirs' });

  const query = `priority=user&user_id=${author.user.id}`;
  assert.deepEqual(names(await list(app, query)), ['Out'], 'guest');
  assert.deepEqual(names(await list(app, query, other)), ['Out'], 'another member');
  assert.deepEqual(names(await list(app, query, author)), ['Refused', 'Waiting', 'Out'], 'the author');
  assert.deepEqual(names(await list(app, query, admin)), ['Refused', 'Waiting', 'Out'], 'an admin');
  assert.deepEqual(
    names(await list(app, 'priority=all', author)),
    ['Not theirs', 'Out'],
    'all: published only',
  );

  const missing = await list(app, 'priority=user');
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json(), { status: 'error', message: articleMessages.userIdNeeded });
});

test('get_article: one article; pending ones only for the author and admins; 404 otherwise', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app, { username: 'Baya' });
  const other = await registerAndLogin(app);
  const published = await insertArticle(app, author.user.id, { article_name: 'Out' });
  const pending = await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  const get = (id: number | string, session?: TestSession) =>
    callUnchecked(app, getArticle, { query: { id }, session });

  const response = await get(published);
  assert.equal(response.statusCode, 200);
  assert.equal(response.json().status, 'success');
  assert.equal(response.json().article.article_name, 'Out');
  assert.equal(response.json().article.user_name, 'Baya');

  const notFound = { status: 'error', message: 'Article not found.' };
  for (const session of [undefined, other]) {
    const hidden = await get(pending, session);
    assert.equal(hidden.statusCode, 404);
    assert.deepEqual(hidden.json(), notFound);
  }
  for (const session of [author, admin]) {
    assert.equal((await get(pending, session)).json().article.status, 'pending');
  }
  assert.deepEqual((await get(9999)).json(), notFound);
  assert.equal((await get(9999)).statusCode, 404);
  assert.equal((await get('abc')).statusCode, 400);
});

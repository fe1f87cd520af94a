import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listArticles, setArticleStatus } from 'shared-ui/contracts/admin';
import { getArticle, getArticles } from 'shared-ui/contracts/pages';
import { deleteArticle, getUserPosts } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { addComment } from '../src/db/comments.repository.ts';
import { articleMessages } from '../src/schemas/articles.ts';
import {
  articleCount,
  articleFields,
  filesIn,
  insertArticle,
  jpeg,
  mp4,
  postArticle,
} from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';
import { STORED_IMAGE_WIDTHS } from '../src/uploads/images.ts';

/** An author's posts at this query, as written (good or bad). */
const posts = (app: App, query: string, session?: TestSession) =>
  callUnchecked(app, getUserPosts, { query, session });

const remove = (app: App, articleId: unknown, session?: TestSession) =>
  callUnchecked(app, deleteArticle, { body: { articleId }, session });

test('get_user_posts: every status for the author and admins, published ones for anyone else', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const out = await insertArticle(app, author.user.id, { article_name: 'Out', likes_count: 7 });
  await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  await insertArticle(app, other.user.id, { article_name: 'Not theirs' });
  const query = `userid=${author.user.id}`;

  const own = (await posts(app, query, author)).json();
  assert.equal(own.status, 'success');
  assert.equal(own.message, articleMessages.postsFound);
  assert.deepEqual(
    own.data.map((post: { article_name: string }) => post.article_name),
    ['Waiting', 'Out'],
  );
  const first = own.data[1];
  assert.deepEqual(Object.keys(first).sort(), [
    'article_name',
    'created_at',
    'id',
    'likes_count',
    'moderation',
    'status',
    'status_reason',
  ]);
  assert.deepEqual(
    {
      id: first.id,
      status: first.status,
      likes_count: first.likes_count,
      status_reason: first.status_reason,
      moderation: first.moderation,
    },
    {
      id: out,
      status: 'published',
      likes_count: 7,
      status_reason: null,
      moderation: null,
    },
  );
  assert.equal((await posts(app, query, admin)).json().data.length, 2);
  for (const session of [undefined, other]) {
    const names = (await posts(app, query, session))
      .json()
      .data.map((post: { article_name: string }) => post.article_name);
    assert.deepEqual(names, ['Out']);
  }
});

test('get_user_posts: none found, and a bad id', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const empty = await posts(app, `userid=${member.user.id}`, member);
  assert.equal(empty.statusCode, 200);
  assert.deepEqual(empty.json(), {
    status: 'success',
    data: [],
    message: 'No posts found.',
    page: 1,
    hasMore: false,
  });
  for (const bad of ['userid=abc', 'userid=0', '']) {
    const response = await posts(app, bad);
    assert.equal(response.statusCode, 400, bad);
    assert.equal(response.json().status, 'error');
  }
});

test('delete_article: guest 401, another member 403, unknown 404; nothing changes', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const id = await insertArticle(app, author.user.id);

  const guest = await remove(app, id);
  assert.equal(guest.statusCode, 401);
  assert.equal(guest.json().status, 'error');
  const stranger = await remove(app, id, other);
  assert.equal(stranger.statusCode, 403);
  assert.deepEqual(stranger.json(), { status: 'error', message: articleMessages.ownArticlesOnly });
  const unknown = await remove(app, 9999, author);
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: 'Article not found.' });
  for (const bad of ['abc', 0, null])
    assert.equal((await remove(app, bad, author)).statusCode, 400, String(bad));
  assert.equal(await articleCount(app), 1);
});

test('the author deletes an article: its comments and stored files (all widths) go too', async (t) => {
  const app = await buildTestApp(t);
  const author = await registerAndLogin(app);
  const photo = { bytes: await jpeg(), name: 'a.jpg', type: 'image/jpeg' };
  const created = await postArticle(app, author, articleFields(author.user.id), {
    image1: photo,
    image3: photo,
    video2: { bytes: mp4, name: 'clip.mp4', type: 'video/mp4' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const { id, image_url1: image } = created.json().article;
  await addComment(app.db, {
    article_id: id,
    user_id: null,
    user_name: 'Guest',
    comment: 'Hi',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  assert.equal((await filesIn(app, 'images')).length, 2 * STORED_IMAGE_WIDTHS.length);
  assert.equal((await filesIn(app, 'videos')).length, 1);

  const response = await remove(app, id, author);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'success', message: 'Article deleted.' });
  assert.equal(await articleCount(app), 0);
  assert.deepEqual(await filesIn(app, 'images'), []);
  assert.deepEqual(await filesIn(app, 'videos'), []);
  assert.equal((await app.inject({ method: 'GET', url: `/api/images/${image}` })).statusCode, 404);
  const comments = await app.db.selectFrom('article_comments').select('id').execute();
  assert.deepEqual(comments, []);
  assert.equal((await remove(app, id, author)).statusCode, 404, 'already gone');
});

test('an admin deletes any article; a picture another article still shows is kept', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app);
  const created = await postArticle(app, author, articleFields(author.user.id), {
    image1: { bytes: await jpeg(), name: 'a.jpg', type: 'image/jpeg' },
  });
  const { id, image_url1: shared } = created.json().article;
  await insertArticle(app, author.user.id, { image_url2: shared });

  const response = await remove(app, id, admin);
  assert.equal(response.statusCode, 200);
  assert.equal(await articleCount(app), 1);
  assert.equal(
    (await filesIn(app, 'images')).length,
    STORED_IMAGE_WIDTHS.length,
    'still shown elsewhere: kept in every width',
  );
});

test('admin moderation: list pending articles, publish one; members and guests are refused', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app);
  const waiting = await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  await insertArticle(app, author.user.id, { article_name: 'Second', status: 'pending' });
  await insertArticle(app, author.user.id, { article_name: 'Out' });
  const queue = (query: string, session?: TestSession) =>
    callUnchecked(app, listArticles, { query, session });
  const moderate = (id: number, body: Record<string, unknown>, session?: TestSession) =>
    callUnchecked(app, setArticleStatus, { params: { id }, body, session });

  const pending = (await queue('', admin)).json();
  assert.equal(pending.status, 'success');
  assert.deepEqual(
    pending.articles.map((a: { article_name: string }) => a.article_name),
    ['Second', 'Waiting'],
  );
  const paged = (await queue('status=pending&limit=1&page=1', admin)).json();
  assert.equal(paged.articles.length, 1);
  assert.equal(paged.hasMore, true);
  assert.equal((await queue('status=published', admin)).json().articles[0].article_name, 'Out');
  assert.equal((await queue('status=other', admin)).statusCode, 400);

  assert.equal((await queue('')).statusCode, 401);
  assert.equal((await queue('', author)).statusCode, 403);
  assert.equal((await moderate(waiting, { status: 'published' })).statusCode, 401);
  assert.equal((await moderate(waiting, { status: 'published' }, author)).statusCode, 403);
  assert.equal((await moderate(waiting, { status: 'gone' }, admin)).statusCode, 400);
  const missing = await moderate(9999, { status: 'published' }, admin);
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.json(), { status: 'error', message: 'Article not found.' });

  const published = await moderate(waiting, { status: 'published' }, admin);
  assert.equal(published.statusCode, 200);
  assert.equal(published.json().status, 'success');
  assert.equal(published.json().message, 'Article updated.');
  assert.equal(published.json().article.status, 'published');
  const list = await callEndpoint(app, getArticles, { query: { priority: 'all' } });
  assert.ok(
    list.json().articles.some((a: { id: number }) => a.id === waiting),
    'now public',
  );

  const rejected = await moderate(waiting, { status: 'rejected' }, admin);
  assert.equal(rejected.json().article.status, 'rejected');
  const guestView = await callEndpoint(app, getArticle, { query: { id: waiting } });
  assert.equal(guestView.statusCode, 404);
});

/**
 * Hidden articles and article comments are gone from every list, search and count; a hidden
 * article's page answers 410; My articles still lists them to their author and administrators.
 * Also a rejected article's reason.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setArticlesStatus, setArticleStatus } from 'shared-ui/contracts/admin';
import type { ArticleStatus, Moderation } from 'shared-ui/contracts/entities';
import { addComment, getArticle, getArticles, getComments, likeArticle } from 'shared-ui/contracts/pages';
import { getUserPosts } from 'shared-ui/contracts/users';
import { articleMessages } from '../src/schemas/articles.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint } from './contract-call.ts';
import { REMOVED, articleTrio, json, moderate, setUp } from './moderation-helpers.ts';
import type { TestSession } from './session-helpers.ts';

const articleIds = (body: { articles: { id: number }[] }) => body.articles.map((article) => article.id);

test('hidden articles are left out of every article list and search, for everyone', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await articleTrio(app, owner);
  const queries = [
    {},
    { search: 'kaya' },
    { sort: 'trending' },
    { sort: 'trending', search: 'story' },
    { category: 'Stories', subcategory: 'Oral histories' },
    { priority: 'user', user_id: owner.user.id },
  ] as const;
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const listed = articleIds(await json(callEndpoint(app, getArticles, { query, session })));
      const what = `${JSON.stringify(query)} for ${session?.user.username ?? 'a guest'}`;
      assert.deepEqual(listed, [ids.shown], what);
    }
  }
});

test('a hidden article answers 410 (but to administrators); its comments, likes and new comments are refused', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await articleTrio(app, owner);
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await callEndpoint(app, getArticle, { query: { id }, session });
      assert.equal(response.statusCode, 410, response.body);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
      const comments = await callEndpoint(app, getComments, { query: { articleId: id }, session });
      assert.equal(comments.statusCode, 404, 'as for a missing article');
      assert.deepEqual(comments.json(), { success: false, message: articleMessages.notFound });
    }
    const seen = await json<{ article: { id: number } }>(
      callEndpoint(app, getArticle, { query: { id }, session: admin }),
    );
    assert.equal(seen.article.id, id);
    const adminsComments = await callEndpoint(app, getComments, { query: { articleId: id }, session: admin });
    assert.equal(adminsComments.statusCode, 200);
    const like = await callEndpoint(app, likeArticle, { body: { articleId: id } });
    assert.equal(like.statusCode, 404);
    const comment = await callEndpoint(app, addComment, { body: { articleId: id, comment: 'Hello' } });
    assert.equal(comment.statusCode, 404);
  }
  const rows = await app.db.selectFrom('articles').select(['id', 'likes_count']).orderBy('id').execute();
  assert.deepEqual(
    rows.map((row) => row.likes_count),
    [1, 9, 8],
    'no like counted',
  );
});

test('hidden comments are left out of the comments and their counts; comments carry their writer', async (t) => {
  const { app, owner, other } = await setUp(t);
  const id = await insertArticle(app, owner.user.id, { article_name: 'Talked about' });
  const send = (comment: string, session?: TestSession) =>
    callEndpoint(app, addComment, {
      body: { articleId: id, comment, ...(session && { userId: session.user.id }) },
      session,
    });
  const guest = await send('From a guest');
  const member = await send('From Baya', other);
  const flagged = await send('Rude');
  assert.equal(guest.json().comment.user_id, null);
  assert.equal(member.json().comment.user_id, other.user.id);
  await moderate(app, 'article_comments', flagged.json().comment.id, 'review');

  const comments = await json<{ comments: { comment: string; user_id: number | null }[] }>(
    callEndpoint(app, getComments, { query: { articleId: id } }),
  );
  assert.deepEqual(
    comments.comments.map(({ comment, user_id }) => ({ comment, user_id })),
    [
      { comment: 'From Baya', user_id: other.user.id },
      { comment: 'From a guest', user_id: null },
    ],
  );
  const article = await json<{ article: { comments_count: number } }>(
    callEndpoint(app, getArticle, { query: { id } }),
  );
  assert.equal(article.article.comments_count, 2);
  const listed = await json<{ articles: { comments_count: number }[] }>(callEndpoint(app, getArticles));
  assert.equal(listed.articles[0]!.comments_count, 2);
  const another = await send('One more');
  assert.equal(another.json().comments_count, 3, 'the count a new comment answers leaves the hidden out');
});

test('My articles lists hidden articles, with where they stand, to their author and administrators alone', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await articleTrio(app, owner);
  const posts = (session?: TestSession) =>
    callEndpoint(app, getUserPosts, { query: { userid: owner.user.id }, session });
  for (const session of [owner, admin]) {
    const own = await json<{ data: { id: number; moderation: Moderation }[] }>(posts(session));
    assert.deepEqual(
      own.data.map(({ id, moderation }) => ({ id, moderation })),
      [
        { id: ids.removed, moderation: 'removed' },
        { id: ids.review, moderation: 'review' },
        { id: ids.shown, moderation: null },
      ],
    );
  }
  for (const session of [undefined, other]) {
    const listed = await json<{ data: { id: number; moderation: Moderation }[] }>(posts(session));
    assert.deepEqual(
      listed.data.map(({ id, moderation }) => ({ id, moderation })),
      [{ id: ids.shown, moderation: null }],
    );
  }
});

test("an administrator's reason for rejecting an article is kept for its author until it is published or pending again", async (t) => {
  const { app, admin, owner } = await setUp(t);
  const first = await insertArticle(app, owner.user.id, { article_name: 'First', status: 'pending' });
  const second = await insertArticle(app, owner.user.id, { article_name: 'Second', status: 'pending' });
  const reasons = async () => {
    const own = await json<{ data: { id: number; status: string; status_reason: string | null }[] }>(
      callEndpoint(app, getUserPosts, { query: { userid: owner.user.id }, session: owner }),
    );
    return Object.fromEntries(own.data.map((post) => [post.id, [post.status, post.status_reason]]));
  };
  const decide = (id: number, body: { status: ArticleStatus; reason?: string }) =>
    callEndpoint(app, setArticleStatus, { params: { id }, body, session: admin });

  assert.deepEqual(await reasons(), { [first]: ['pending', null], [second]: ['pending', null] });
  assert.equal((await decide(first, { status: 'rejected', reason: '  Needs a source.  ' })).statusCode, 200);
  const bulk = await callEndpoint(app, setArticlesStatus, {
    body: { ids: [second], status: 'rejected' },
    session: admin,
  });
  assert.equal(bulk.statusCode, 200, bulk.body);
  assert.deepEqual(await reasons(), {
    [first]: ['rejected', 'Needs a source.'],
    [second]: ['rejected', null],
  });
  await callEndpoint(app, setArticlesStatus, {
    body: { ids: [first, second], status: 'rejected', reason: 'Off topic' },
    session: admin,
  });
  assert.deepEqual(await reasons(), {
    [first]: ['rejected', 'Off topic'],
    [second]: ['rejected', 'Off topic'],
  });
  await decide(first, { status: 'published' });
  await decide(second, { status: 'pending', reason: 'Ignored' });
  assert.deepEqual(await reasons(), { [first]: ['published', null], [second]: ['pending', null] });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as pages from 'shared-ui/contracts/pages';
import type { App } from '../src/app.ts';
import { addComment } from '../src/db/comments.repository.ts';
import { articleMessages, COMMENT_MAX } from '../src/schemas/articles.ts';
import { messages } from '../src/messages.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

/** The comments at this query, as written (good or bad). */
const getComments = (app: App, query: string, session?: TestSession) =>
  callUnchecked(app, pages.getComments, { query, session });

const comment = (app: App, body: Record<string, unknown>, session?: TestSession) =>
  callUnchecked(app, pages.addComment, { body, session });

const like = (
  app: App,
  endpoint: typeof pages.likeArticle | typeof pages.unlikeArticle,
  articleId: unknown,
) => callUnchecked(app, endpoint, { body: { articleId } });

const articleOf = async (app: App, id: number) =>
  (await callEndpoint(app, pages.getArticle, { query: { id } })).json().article;

const commentRows = (app: App) => app.db.selectFrom('article_comments').selectAll().execute();

const notFound = { success: false, message: 'Article not found.' };

test('get_comments: newest first, a page at a time; unknown and hidden articles are 404', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app);
  const id = await insertArticle(app, author.user.id);
  const pending = await insertArticle(app, author.user.id, { status: 'pending' });
  for (const [i, text] of ['First', 'Second', 'Third'].entries()) {
    const createdAt = `2026-02-0${i + 1}T10:00:00.000Z`;
    await addComment(app.db, {
      article_id: id,
      user_id: null,
      user_name: 'Guest',
      comment: text,
      created_at: createdAt,
    });
  }

  const response = await getComments(app, `articleId=${id}`);
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.equal(body.success, true);
  assert.equal(body.message, articleMessages.commentsFound);
  assert.deepEqual(
    body.comments.map((c: { comment: string }) => c.comment),
    ['Third', 'Second', 'First'],
  );
  assert.deepEqual(Object.keys(body.comments[0]).sort(), [
    'comment',
    'created_at',
    'id',
    'user_id',
    'user_name',
  ]);
  assert.equal(body.comments[0].created_at, '2026-02-03T10:00:00.000Z');

  const page2 = (await getComments(app, `articleId=${id}&limit=2&page=2`)).json();
  assert.deepEqual(
    page2.comments.map((c: { comment: string }) => c.comment),
    ['First'],
  );
  assert.equal(page2.hasMore, false);
  assert.equal((await getComments(app, `articleId=${id}&limit=2`)).json().hasMore, true);

  const none = (await getComments(app, `articleId=${pending}`, author)).json();
  assert.deepEqual(none.comments, []);
  assert.equal(none.message, articleMessages.noComments);
  assert.equal((await getComments(app, `articleId=${pending}`, admin)).statusCode, 200);
  for (const query of [`articleId=${pending}`, 'articleId=9999']) {
    const hidden = await getComments(app, query);
    assert.equal(hidden.statusCode, 404, query);
    assert.deepEqual(hidden.json(), notFound);
  }
  const bad = await getComments(app, 'articleId=abc');
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().success, false);
  assert.equal((await getComments(app, '')).statusCode, 400);
});

test("add_comment: guests comment as 'Guest' (userId null, 0 or absent); members under their name", async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app, { username: 'Dama' });
  const id = await insertArticle(app, member.user.id);

  const guest = await comment(app, { articleId: id, comment: '  Asante sana!  ', userId: null });
  assert.equal(guest.statusCode, 201);
  const body = guest.json();
  assert.equal(body.success, true);
  assert.equal(body.message, 'Comment added.');
  assert.equal(body.comments_count, 1);
  assert.equal(body.comment.user_name, 'Guest');
  assert.equal(body.comment.comment, 'Asante sana!');
  assert.deepEqual(Object.keys(body.comment).sort(), ['comment', 'created_at', 'id', 'user_id', 'user_name']);
  assert.equal(body.comment.user_id, null);

  assert.equal(
    (await comment(app, { articleId: id, comment: 'Zero', userId: 0 })).json().comment.user_name,
    'Guest',
  );
  assert.equal((await comment(app, { articleId: id, comment: 'Absent' })).json().comment.user_name, 'Guest');
  const own = await comment(app, { articleId: id, comment: 'Mine', userId: member.user.id }, member);
  assert.equal(own.statusCode, 201);
  assert.equal(own.json().comment.user_name, 'Dama');
  assert.equal(own.json().comment.user_id, member.user.id);
  assert.equal(own.json().comments_count, 4);

  const rows = await commentRows(app);
  assert.deepEqual(
    rows.map((row) => row.user_id),
    [null, null, null, member.user.id],
  );
  const listed = (await getComments(app, `articleId=${id}`)).json().comments;
  assert.equal(listed[0].comment, 'Mine');
  const article = await articleOf(app, id);
  assert.equal(article.comments_count, 4);
});

test('add_comment refuses another member’s id, blank or long text, unknown and unpublished articles', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const other = await registerAndLogin(app);
  const id = await insertArticle(app, member.user.id);
  const pending = await insertArticle(app, member.user.id, { status: 'pending' });

  const forged = await comment(app, { articleId: id, comment: 'Hi', userId: member.user.id }, other);
  assert.equal(forged.statusCode, 403);
  assert.deepEqual(forged.json(), { success: false, message: articleMessages.commentAsYourself });
  const guestClaim = await comment(app, { articleId: id, comment: 'Hi', userId: member.user.id });
  assert.equal(guestClaim.statusCode, 401);
  assert.equal(guestClaim.json().success, false);

  const blank = await comment(app, { articleId: id, comment: ' \n ', userId: null });
  assert.equal(blank.statusCode, 400);
  assert.deepEqual(blank.json(), { success: false, message: 'Comment is required.' });
  const long = await comment(app, { articleId: id, comment: 'a'.repeat(COMMENT_MAX + 1) });
  assert.equal(long.statusCode, 400);
  assert.deepEqual(long.json(), {
    success: false,
    message: `Comment must be at most ${COMMENT_MAX} characters.`,
  });

  for (const articleId of [pending, 9999]) {
    const missing = await comment(app, { articleId, comment: 'Hi' }, member);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), notFound);
  }
  for (const payload of [{ comment: 'Hi' }, { articleId: id }, { articleId: 'x', comment: 'Hi' }]) {
    const bad = await comment(app, payload);
    assert.equal(bad.statusCode, 400, JSON.stringify(payload));
    assert.equal(bad.json().success, false);
  }
  const malformed = await callUnchecked(app, pages.addComment, {
    headers: { 'content-type': 'application/json' },
    body: '{"articleId": ',
  });
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json().success, false, "malformed JSON is refused in the route's own shape");
  assert.match(malformed.json().message, /JSON/);
  assert.deepEqual(await commentRows(app), [], 'nothing written');

  const longest = await comment(app, { articleId: id, comment: 'b'.repeat(COMMENT_MAX) });
  assert.equal(longest.statusCode, 201);
});

test('add_comment is rate-limited per address', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const id = await insertArticle(app, member.user.id);
  let last = await comment(app, { articleId: id, comment: 'Comment 0' });
  for (let i = 1; i < 25 && last.statusCode !== 429; i += 1) {
    last = await comment(app, { articleId: id, comment: `Comment ${i}` });
  }
  assert.equal(last.statusCode, 429);
  assert.deepEqual(
    last.json(),
    { success: false, message: messages.tooManyRequests },
    "the route's own shape",
  );
  assert.equal((await commentRows(app)).length, 20);
});

test('like and unlike change the count by one, never below 0; guests may like', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const id = await insertArticle(app, member.user.id, { likes_count: 1 });

  const liked = await like(app, pages.likeArticle, id);
  assert.equal(liked.statusCode, 200);
  assert.deepEqual(liked.json(), { success: true, message: articleMessages.liked, likes_count: 2 });
  const unliked = await like(app, pages.unlikeArticle, id);
  assert.deepEqual(unliked.json(), { success: true, message: articleMessages.unliked, likes_count: 1 });
  assert.equal((await like(app, pages.unlikeArticle, id)).json().likes_count, 0);
  assert.equal((await like(app, pages.unlikeArticle, id)).json().likes_count, 0, 'never below 0');

  await Promise.all(Array.from({ length: 20 }, () => like(app, pages.likeArticle, id)));
  const article = await articleOf(app, id);
  assert.equal(article.likes_count, 20, 'concurrent likes are all counted');
});

test('likes: unknown and unpublished articles are 404, bad ids 400, and nothing changes', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const pending = await insertArticle(app, member.user.id, { status: 'pending', likes_count: 1 });
  for (const endpoint of [pages.likeArticle, pages.unlikeArticle]) {
    for (const articleId of [pending, 9999]) {
      const response = await like(app, endpoint, articleId);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), notFound);
    }
    for (const articleId of ['abc', 0, undefined]) {
      const response = await like(app, endpoint, articleId);
      assert.equal(response.statusCode, 400, `${endpoint.path} ${String(articleId)}`);
      assert.equal(response.json().success, false);
    }
  }
  const row = await app.db.selectFrom('articles').select('likes_count').executeTakeFirstOrThrow();
  assert.equal(row.likes_count, 1);
});

test("members' comments are counted per member, not per address: one member's limit leaves the others free", async (t) => {
  const app = await buildTestApp(t);
  const first = await registerAndLogin(app);
  const second = await registerAndLogin(app);
  const id = await insertArticle(app, first.user.id);
  const say = (member: TestSession, text: string) =>
    comment(app, { articleId: id, comment: text, userId: member.user.id }, member);
  for (let i = 0; i < 20; i += 1) assert.equal((await say(first, `First ${i}`)).statusCode, 201);
  assert.equal((await say(first, 'First, once more')).statusCode, 429);
  // The same address, another member: not locked out by the first one's comments.
  for (let i = 0; i < 20; i += 1) assert.equal((await say(second, `Second ${i}`)).statusCode, 201);
  assert.equal((await commentRows(app)).length, 40);
});

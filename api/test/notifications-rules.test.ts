/** What is never written: a refused or failed event, a rolled-back one, one's own doing, a repeated follow. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { answerTicket, setArticlesStatus } from 'shared-ui/contracts/admin';
import { followUser, unfollowUser } from 'shared-ui/contracts/pages';
import { deleteProduct } from 'shared-ui/contracts/shop';
import { deleteArticle } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { addFollow } from '../src/db/follows.repository.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint } from './contract-call.ts';
import { onPostgres } from './helpers.ts';
import {
  assertCountExact,
  comment,
  decide,
  follow,
  kindsOf,
  listOf,
  openTicket,
  product,
  review,
  setUp,
  storedFor,
} from './notification-helpers.ts';

test('an event that is refused or fails writes no notification', async (t) => {
  const { app, amina, baraka } = await setUp(t);
  const productId = await product(app, amina.user.id);
  assert.equal((await review(app, productId, baraka)).statusCode, 201);
  assert.equal((await review(app, productId, baraka, 2)).statusCode, 409, 'a second review');
  assert.equal((await review(app, 999_999, baraka)).statusCode, 404);

  const other = { userId: amina.user.id, authorId: baraka.user.id };
  assert.equal((await callEndpoint(app, followUser, { session: baraka, body: other })).statusCode, 403);
  assert.equal((await follow(app, baraka, baraka.user.id)).statusCode, 400, 'oneself');
  assert.equal((await follow(app, baraka, 999_999)).statusCode, 404);
  assert.equal((await follow(app, amina, baraka.user.id, unfollowUser)).statusCode, 200, 'an unfollow');

  const pending = await insertArticle(app, amina.user.id, { status: 'pending' });
  assert.equal((await comment(app, 999_999, baraka)).statusCode, 404, 'a missing article');
  assert.equal((await comment(app, pending, baraka)).statusCode, 404, 'an unpublished one');

  assert.deepEqual(await kindsOf(app, amina), ['review']);
  assert.deepEqual(await storedFor(app, baraka.user.id), []);
  await assertCountExact(app, amina.user.id);
});

/** Makes every notification insert fail once the row is in: the failure comes after it. */
async function failAfterNotificationInsert(app: App) {
  if (onPostgres) {
    await sql`create function refuse_notification() returns trigger language plpgsql as $$
      begin raise exception 'refused after the insert'; end $$`.execute(app.db);
    await sql`create trigger refuse_notification after insert on notifications
      for each row execute function refuse_notification()`.execute(app.db);
  } else {
    await sql`create trigger refuse_notification after insert on notifications
      begin select raise(abort, 'refused after the insert'); end`.execute(app.db);
  }
}

test('a failure after the notification is written rolls the event back with it', async (t) => {
  const { app, admin, amina, baraka } = await setUp(t);
  const articleId = await insertArticle(app, amina.user.id);
  const pending = await insertArticle(app, amina.user.id, { status: 'pending' });
  const productId = await product(app, amina.user.id);
  const ticketNo = await openTicket(app, amina);
  await failAfterNotificationInsert(app);

  const events: [string, () => ReturnType<typeof callEndpoint>][] = [
    ['follow', () => follow(app, baraka, amina.user.id)],
    ['comment', () => comment(app, articleId, baraka)],
    ['review', () => review(app, productId, baraka)],
    ['publish', () => decide(app, admin, pending, 'published')],
    [
      'bulk',
      () =>
        callEndpoint(app, setArticlesStatus, {
          session: admin,
          body: { ids: [pending], status: 'rejected' },
        }),
    ],
    ['removal', () => callEndpoint(app, deleteArticle, { session: admin, body: { articleId } })],
    ['removal', () => callEndpoint(app, deleteProduct, { session: admin, body: { product_id: productId } })],
    [
      'reply',
      () =>
        callEndpoint(app, answerTicket, {
          session: admin,
          params: { ticket_no: ticketNo },
          body: { status: 'resolved', response: 'Done' },
        }),
    ],
  ];
  for (const [name, send] of events) assert.equal((await send()).statusCode, 500, name);

  const count = async (table: 'follows' | 'article_comments' | 'product_reviews' | 'notifications') =>
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  for (const table of ['follows', 'article_comments', 'product_reviews', 'notifications'] as const)
    assert.equal(Number(await count(table)), 0, table);
  const articles = await app.db.selectFrom('articles').select(['id', 'status']).orderBy('id').execute();
  assert.deepEqual(
    articles.map((row) => ({ ...row })),
    [
      { id: articleId, status: 'published' },
      { id: pending, status: 'pending' },
    ],
  );
  assert.ok(await app.db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst());
  const ticket = await app.db.selectFrom('tickets').selectAll().executeTakeFirstOrThrow();
  assert.deepEqual([ticket.status, ticket.response], ['open', null]);
  await assertCountExact(app, amina.user.id);
});

test('an event run inside a caller’s transaction rolls back with it, notification and all', async (t) => {
  const { app, amina, baraka, clock } = await setUp(t);
  await assert.rejects(
    app.db.transaction().execute(async (trx) => {
      await addFollow(trx, baraka.user, amina.user.id, clock.now());
      assert.equal((await trx.selectFrom('notifications').select('id').execute()).length, 1);
      throw new Error('after the notification');
    }),
    /after the notification/,
  );
  assert.deepEqual(await app.db.selectFrom('follows').selectAll().execute(), []);
  assert.deepEqual(await storedFor(app, amina.user.id), []);
  await assertCountExact(app, amina.user.id);
});

test('nobody is notified of their own doing', async (t) => {
  const { app, admin, amina } = await setUp(t);
  const articleId = await insertArticle(app, amina.user.id);
  assert.equal((await comment(app, articleId, amina)).statusCode, 201);

  const adminsOwn = await insertArticle(app, admin.user.id, { status: 'pending' });
  assert.equal((await decide(app, admin, adminsOwn, 'published')).statusCode, 200);
  assert.equal((await comment(app, adminsOwn, admin)).statusCode, 201);
  assert.equal(
    (await callEndpoint(app, deleteArticle, { session: admin, body: { articleId: adminsOwn } })).statusCode,
    200,
  );
  const ticketNo = await openTicket(app, admin);
  assert.equal(
    (
      await callEndpoint(app, answerTicket, {
        session: admin,
        params: { ticket_no: ticketNo },
        body: { status: 'closed', response: 'Mine' },
      })
    ).statusCode,
    200,
  );

  assert.equal((await app.db.selectFrom('notifications').select('id').execute()).length, 0);
});

test('a follow after an unfollow within a minute notifies once; a minute later, again', async (t) => {
  const { app, amina, baraka, clock } = await setUp(t);
  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200);
  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200, 'following again');
  clock.advance(20_000);
  assert.equal((await follow(app, baraka, amina.user.id, unfollowUser)).statusCode, 200);
  clock.advance(20_000);
  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200);
  assert.deepEqual(await kindsOf(app, amina), ['follow']);

  clock.advance(60_000);
  assert.equal((await follow(app, baraka, amina.user.id, unfollowUser)).statusCode, 200);
  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200);
  assert.deepEqual(await kindsOf(app, amina), ['follow', 'follow']);
  assert.equal((await listOf(app, amina)).unread, 2);
});

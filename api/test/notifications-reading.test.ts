import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import {
  getNotificationSettings,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationSettings,
  unreadNotifications,
  type NotificationKind,
} from 'shared-ui/contracts/notifications';
import { markAllRead, notify, setKindsOff, type Notice } from '../src/db/notifications.repository.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import {
  START,
  assertCountExact,
  comment,
  follow,
  kindsOf,
  listOf,
  notifyMany,
  openTicket,
  setUp,
  storedFor,
} from './notification-helpers.ts';
import type { TestSession } from './session-helpers.ts';

test('kinds a member turns off are neither written nor listed nor counted, until turned on again', async (t) => {
  const { app, amina, baraka, clock } = await setUp(t);
  const articleId = await insertArticle(app, amina.user.id);
  assert.equal((await comment(app, articleId, baraka)).statusCode, 201);
  const settings = (session: TestSession) => callEndpoint(app, getNotificationSettings, { session });
  const unread = (session: TestSession) => callEndpoint(app, unreadNotifications, { session });
  assert.deepEqual((await settings(amina)).json(), { off: [] });

  const off = await callEndpoint(app, setNotificationSettings, {
    body: { off: ['comment', 'follow'] },
    session: amina,
  });
  assert.equal(off.statusCode, 200, off.body);
  assert.deepEqual(off.json(), { off: ['follow', 'comment'] });
  assert.deepEqual((await settings(amina)).json(), { off: ['follow', 'comment'] });
  assert.deepEqual((await settings(baraka)).json(), { off: [] });

  clock.advance(1000);
  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200);
  assert.equal((await comment(app, articleId, baraka)).statusCode, 201);
  assert.deepEqual(
    (await storedFor(app, amina.user.id)).map((row) => row.kind),
    ['comment'],
    'only the comment from before',
  );
  assert.deepEqual(await listOf(app, amina), { notifications: [], unread: 0, page: 1, hasMore: false });
  assert.deepEqual((await unread(amina)).json(), { unread: 0 });

  const allOn = await callEndpoint(app, setNotificationSettings, { body: { off: [] }, session: amina });
  assert.equal(allOn.statusCode, 200);
  assert.deepEqual(await kindsOf(app, amina), ['comment']);
  assert.deepEqual((await unread(amina)).json(), { unread: 1 });
  await assertCountExact(app, amina.user.id);

  for (const body of [{ off: ['likes'] }, { off: ['follow', 'follow'] }, {}]) {
    const refused = await callUnchecked(app, setNotificationSettings, { body, session: amina });
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.equal(refused.json().status, 'error');
  }
});

test('the list pages newest first, with hasMore as every list has it', async (t) => {
  const { app, amina, clock } = await setUp(t);
  await notifyMany(app, amina.user.id, Array<NotificationKind>(45).fill('published'), clock);
  const ids = (await storedFor(app, amina.user.id)).map((row) => row.id).reverse();

  const first = await listOf(app, amina, {});
  assert.deepEqual([first.page, first.hasMore, first.unread], [1, true, 45]);
  assert.deepEqual(
    first.notifications.map((item) => item.id),
    ids.slice(0, 20),
    'default 20, newest first',
  );
  const third = await listOf(app, amina, { page: 3, limit: 20 });
  assert.deepEqual(
    third.notifications.map((item) => item.id),
    ids.slice(40),
  );
  assert.equal(third.hasMore, false);
  const exact = await listOf(app, amina, { page: 1, limit: 45 });
  assert.equal(exact.hasMore, false);
  assert.equal((await listOf(app, amina, { page: 4, limit: 20 })).notifications.length, 0);
  for (const query of ['limit=51', 'limit=0', 'page=0', 'page=x']) {
    const refused = await callUnchecked(app, listNotifications, { query, session: amina });
    assert.equal(refused.statusCode, 400, query);
  }
});

test('marking read: one of one’s own, or all; another’s is not found; the count is seen at once', async (t) => {
  const { app, amina, baraka, clock } = await setUp(t);
  const unread = async (session: TestSession) =>
    (await callEndpoint(app, unreadNotifications, { session })).json().unread;
  const markRead = (id: number) =>
    callEndpoint(app, markNotificationRead, { params: { id }, session: amina });
  await notifyMany(app, amina.user.id, ['published', 'rejected', 'removed'], clock);
  await notifyMany(app, baraka.user.id, ['published'], clock);
  const [, middle] = (await listOf(app, amina)).notifications;
  const [barakas] = (await listOf(app, baraka)).notifications;

  const marked = await markRead(middle!.id);
  assert.deepEqual([marked.statusCode, marked.json()], [200, { unread: 2 }]);
  assert.deepEqual((await markRead(middle!.id)).json(), { unread: 2 });
  assert.equal(await unread(amina), 2);
  assert.deepEqual(
    (await listOf(app, amina)).notifications.map((item) => item.read),
    [false, true, false],
  );

  for (const id of [barakas!.id, 999_999]) {
    const refused = await markRead(id);
    assert.deepEqual([refused.statusCode, refused.json().status], [404, 'error']);
  }
  assert.equal(await unread(baraka), 1, 'theirs is untouched');
  assert.equal((await listOf(app, baraka)).notifications[0]!.read, false);

  await notifyMany(app, amina.user.id, ['follow'], clock);
  assert.equal(await unread(amina), 3, 'a new one counts at once');
  const all = await callEndpoint(app, markAllNotificationsRead, { session: amina });
  assert.deepEqual([all.statusCode, all.json()], [200, { unread: 0 }]);
  assert.equal(await unread(amina), 0);
  assert.ok((await listOf(app, amina)).notifications.every((item) => item.read));
  assert.equal(await unread(baraka), 1);
  await assertCountExact(app, amina.user.id);
  await assertCountExact(app, baraka.user.id);
});

test('guests get 401 from every notification route, in the calls’ refusal shape', async (t) => {
  const { app } = await setUp(t);
  const calls: [Endpoint, () => ReturnType<typeof callEndpoint>][] = [
    [listNotifications, () => callEndpoint(app, listNotifications)],
    [unreadNotifications, () => callEndpoint(app, unreadNotifications)],
    [markNotificationRead, () => callEndpoint(app, markNotificationRead, { params: { id: 1 } })],
    [markAllNotificationsRead, () => callEndpoint(app, markAllNotificationsRead)],
    [getNotificationSettings, () => callEndpoint(app, getNotificationSettings)],
    [setNotificationSettings, () => callEndpoint(app, setNotificationSettings, { body: { off: [] } })],
  ];
  for (const [endpoint, send] of calls) {
    const response = await send();
    assert.equal(response.statusCode, 401, `${endpoint.method} ${endpoint.path}`);
    assert.equal(response.json().status, 'error');
  }
});

test('deleting an account or the item keeps others’ notifications; the recipient’s go with them', async (t) => {
  const { app, admin, amina, baraka } = await setUp(t);
  const articleId = await insertArticle(app, amina.user.id, { article_name: 'Kaya morning' });
  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200);
  assert.equal((await comment(app, articleId, baraka)).statusCode, 201);
  await setKindsOff(app.db, baraka.user.id, ['review']);
  const ticketNo = await openTicket(app, baraka);
  await app.db.deleteFrom('articles').where('id', '=', articleId).execute();
  await app.db.deleteFrom('users').where('id', '=', baraka.user.id).execute();

  const { notifications, unread } = await listOf(app, amina);
  assert.equal(unread, 2);
  assert.deepEqual(
    notifications.map(({ kind, actor_id, actor_name, subject_id }) => ({
      kind,
      actor_id,
      actor_name,
      subject_id,
    })),
    [
      { kind: 'comment', actor_id: null, actor_name: 'Baraka', subject_id: articleId },
      { kind: 'follow', actor_id: null, actor_name: 'Baraka', subject_id: baraka.user.id },
    ],
  );
  await app.db.deleteFrom('users').where('id', '=', amina.user.id).execute();
  for (const table of ['notifications', 'notification_counts', 'notification_kinds_off'] as const) {
    const rows = await app.db.selectFrom(table).select('user_id').execute();
    assert.deepEqual(rows, [], table);
  }
  const ticket = await app.db
    .selectFrom('tickets')
    .select('user_id')
    .where('ticket_no', '=', ticketNo)
    .executeTakeFirst();
  assert.equal(ticket?.user_id, null, 'the ticket stays, as a guest’s');
  assert.equal((await callEndpoint(app, unreadNotifications, { session: admin })).json().unread, 0);
});

test('the unread count stays exact when notifications and markings of one member run at once', async (t) => {
  const { app, amina, clock } = await setUp(t);
  const member = amina.user.id;
  const kinds: NotificationKind[] = ['follow', 'comment', 'review', 'published', 'rejected', 'removed'];
  const work: Promise<unknown>[] = [];
  for (let round = 0; round < 6; round += 1) {
    for (const kind of kinds) {
      const notice: Notice = {
        user_id: member,
        kind,
        by: null,
        subject: 'article',
        created_at: new Date(Date.parse(START) + round * 1000).toISOString(),
      };
      work.push(app.db.transaction().execute((trx) => notify(trx, notice)));
    }
    work.push(markAllRead(app.db, member, clock.now()));
    work.push(setKindsOff(app.db, member, round % 2 ? ['comment'] : []));
  }
  await Promise.all(work);
  await assertCountExact(app, member);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REPORTS_PAGE_SIZE, decideReports, type ReportedItem } from 'shared-ui/contracts/admin';
import { FORBIDDEN_MESSAGE } from '../src/auth/policies.ts';
import { messages } from '../src/messages.ts';
import { listOf } from './notification-helpers.ts';
import {
  START,
  api,
  makeItem,
  report,
  reportAs,
  setStanding,
  setUp,
  standing,
  storedReports,
} from './report-helpers.ts';
import type { TestSession } from './session-helpers.ts';
import type { App } from '../src/app.ts';

const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();

async function listPage(app: App, admin: TestSession, page = 1) {
  const response = await api(app, 'GET', `admin/reports?page=${page}`, admin);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { status: 'success'; items: ReportedItem[]; page: number; hasMore: boolean };
}

const decide = (
  app: App,
  admin: TestSession,
  body: { subject: string; subject_id: number; decision: string; reason?: string },
) => api(app, 'POST', 'admin/reports/decide', admin, body);

test('the console routes refuse guests (401) and members (403), and change nothing', async (t) => {
  const { app, amina, baraka } = await setUp(t);
  const id = await makeItem(app, 'product', amina.user.id);
  await reportAs(app, [baraka], 'product', id);
  const calls: [string, string, object?][] = [
    ['GET', 'admin/reports'],
    [
      'POST',
      'admin/reports/decide',
      { subject: 'product', subject_id: id, decision: 'hide', reason: 'Scam' },
    ],
  ];
  for (const [method, url, body] of calls) {
    const guest = await api(app, method as 'GET', url, undefined, body);
    assert.equal(guest.statusCode, 401, `guest ${method} ${url}`);
    for (const member of [amina, baraka]) {
      const refused = await api(app, method as 'GET', url, member, body);
      assert.equal(refused.statusCode, 403, `member ${method} ${url}`);
      assert.deepEqual(refused.json(), { status: 'error', message: FORBIDDEN_MESSAGE });
    }
  }
  assert.deepEqual(
    (await storedReports(app)).map((row) => row.status),
    ['open'],
  );
  assert.equal((await standing(app, 'product', id)).moderation, null);
});

test('the list: open reports grouped by item, the oldest report first, with titles, owners and reporters', async (t) => {
  const { app, admin, amina, baraka, chiku, dalu, clock } = await setUp(t);
  // Each report a second after the one before: the nth at START + n s.
  const tick = () => clock.advance(1000);
  const longText =
    'This comment goes on and on about prices at the market, the weather on the coast and the buses to Kilifi town';
  const comment = await makeItem(app, 'comment', amina.user.id, longText);
  const guestComment = await makeItem(app, 'video_comment', null, 'Buy cheap followers here');
  const reel = await makeItem(app, 'reel', amina.user.id, '');
  const song = await makeItem(app, 'song', amina.user.id, 'Ngoma ya pwani');

  await reportAs(app, [baraka], 'reel', reel, tick); // 1
  await reportAs(app, [baraka], 'comment', comment, tick); // 2
  await reportAs(app, [chiku], 'reel', reel, tick); // 3
  await reportAs(app, [baraka, chiku, dalu], 'video_comment', guestComment, tick); // 4, 5, 6: hidden
  tick();
  assert.equal(
    (await report(app, dalu, 'song', song, { reason: 'offensive', details: 'Rude lyrics' })).statusCode,
    201,
  ); // 7
  // A decided report is no longer listed.
  const decidedSong = await makeItem(app, 'song', amina.user.id, 'Old news');
  await reportAs(app, [chiku], 'song', decidedSong);
  assert.equal(
    (await decide(app, admin, { subject: 'song', subject_id: decidedSong, decision: 'dismiss' })).statusCode,
    200,
  );
  // An item deleted since is listed as it was when reported.
  tick();
  const gone = await makeItem(app, 'product', amina.user.id, 'Gone by now');
  await reportAs(app, [chiku], 'product', gone); // 8
  await app.db.deleteFrom('products').where('id', '=', gone).execute();

  const { items, page, hasMore } = await listPage(app, admin);
  assert.equal(page, 1);
  assert.equal(hasMore, false);
  const entry = (reporter: TestSession, second: number, reason = 'scam', details: string | null = null) => ({
    reason,
    details,
    reporter_id: reporter.user.id,
    reporter_name: reporter.user.username,
    weight: 1,
    created_at: at(second),
  });
  // Amina's record: one item deleted while reported, none removed.
  const owner = { owner_id: amina.user.id, owner_name: 'Amina', owner_record: { removed: 0, deleted: 1 } };
  const shown = { hidden: false, deleted: false, weight_to_hide: 3 };
  const title = items.find((item) => item.subject === 'comment')!.title;
  assert.ok(title.length <= 80 && title.endsWith('…') && longText.startsWith(title.slice(0, -1)), title);
  assert.deepEqual(items, [
    {
      subject: 'reel',
      subject_id: reel,
      parent_id: null,
      title: `Reel ${reel}`,
      ...owner,
      ...shown,
      weight: 2,
      reports_count: 2,
      first_reported_at: at(1),
      reports: [entry(baraka, 1), entry(chiku, 3)],
    },
    {
      subject: 'comment',
      subject_id: comment,
      parent_id: (await app.db
        .selectFrom('article_comments')
        .select('article_id')
        .where('id', '=', comment)
        .executeTakeFirstOrThrow())!.article_id,
      title,
      ...owner,
      ...shown,
      weight: 1,
      reports_count: 1,
      first_reported_at: at(2),
      reports: [entry(baraka, 2)],
    },
    {
      subject: 'video_comment',
      subject_id: guestComment,
      parent_id: (await app.db.selectFrom('featured_videos').select('id').executeTakeFirstOrThrow()).id,
      title: 'Buy cheap followers here',
      owner_id: null,
      owner_name: 'Guest',
      owner_record: { removed: 0, deleted: 0 },
      ...shown,
      hidden: true,
      weight: 3,
      reports_count: 3,
      first_reported_at: at(4),
      reports: [entry(baraka, 4), entry(chiku, 5), entry(dalu, 6)],
    },
    {
      subject: 'song',
      subject_id: song,
      parent_id: null,
      title: 'Ngoma ya pwani',
      ...owner,
      ...shown,
      weight: 1,
      reports_count: 1,
      first_reported_at: at(7),
      reports: [entry(dalu, 7, 'offensive', 'Rude lyrics')],
    },
    {
      subject: 'product',
      subject_id: gone,
      parent_id: null,
      title: 'Gone by now',
      ...owner,
      ...shown,
      deleted: true,
      weight: 1,
      reports_count: 1,
      first_reported_at: at(8),
      reports: [entry(chiku, 8)],
    },
  ]);
});

test(`the list pages ${REPORTS_PAGE_SIZE} items at a time`, async (t) => {
  const { app, admin, amina, baraka, clock } = await setUp(t);
  const ids: number[] = [];
  for (let n = 0; n < REPORTS_PAGE_SIZE + 1; n += 1) {
    const id = await makeItem(app, n % 2 ? 'product' : 'article', amina.user.id, `Item ${n}`);
    clock.advance(1000);
    await app.db
      .insertInto('reports')
      .values({
        subject: n % 2 ? 'product' : 'article',
        subject_id: id,
        user_id: baraka.user.id,
        reason: 'spam',
        details: null,
        created_at: clock.now().toISOString(),
        weight: 1,
        owner_id: amina.user.id,
        subject_title: `Item ${n}`,
      })
      .execute();
    ids.push(id);
  }
  const first = await listPage(app, admin);
  assert.equal(first.items.length, REPORTS_PAGE_SIZE);
  assert.equal(first.hasMore, true);
  assert.deepEqual(
    first.items.map((item) => item.title),
    ids.slice(0, REPORTS_PAGE_SIZE).map((_, n) => `Item ${n}`),
  );
  const second = await listPage(app, admin, 2);
  assert.deepEqual(
    second.items.map((item) => [item.title, item.subject_id]),
    [[`Item ${REPORTS_PAGE_SIZE}`, ids[REPORTS_PAGE_SIZE]]],
  );
  assert.equal(second.hasMore, false);
  assert.deepEqual((await listPage(app, admin, 3)).items, []);
  const bad = await api(app, 'GET', 'admin/reports?page=0', admin);
  assert.equal(bad.statusCode, 400);
});

test('hiding an item removes it, closes its reports and tells its owner why; the action is recorded', async (t) => {
  const { app, admin, amina, baraka, chiku, clock } = await setUp(t);
  const productId = await makeItem(app, 'product', amina.user.id, 'Cheap phones');
  await reportAs(app, [baraka, chiku], 'product', productId);
  clock.advance(60_000);

  const hidden = await decide(app, admin, {
    subject: 'product',
    subject_id: productId,
    decision: 'hide',
    reason: '  Counterfeit goods.  ',
  });
  assert.equal(hidden.statusCode, 200, hidden.body);
  assert.deepEqual(hidden.json(), { status: 'success', message: messages.reportsUpheld });
  assert.deepEqual(
    { ...(await standing(app, 'product', productId)) },
    { moderation: 'removed', moderation_reason: 'Counterfeit goods.' },
  );
  assert.deepEqual(
    (await storedReports(app)).map(({ status, decided_by, decided_at, decision_reason }) => ({
      status,
      decided_by,
      decided_at,
      decision_reason,
    })),
    Array(2).fill({
      status: 'upheld',
      decided_by: admin.user.id,
      decided_at: at(60),
      decision_reason: 'Counterfeit goods.',
    }),
  );
  const told = (await listOf(app, amina)).notifications;
  assert.deepEqual(
    told.map(({ kind, actor_id, subject, subject_id, subject_title, reason }) => ({
      kind,
      actor_id,
      subject,
      subject_id,
      subject_title,
      reason,
    })),
    [
      {
        kind: 'removed',
        actor_id: null,
        subject: 'product',
        subject_id: productId,
        subject_title: 'Cheap phones',
        reason: 'Counterfeit goods.',
      },
    ],
  );
  assert.equal((await listPage(app, admin)).items.length, 0, 'no open report is left');
  const again = await decide(app, admin, { subject: 'product', subject_id: productId, decision: 'hide' });
  assert.equal(again.statusCode, 404);
  assert.deepEqual(again.json(), { status: 'error', message: messages.noOpenReports });

  const actions = (await api(app, 'GET', 'admin/actions', admin)).json().actions as {
    action: string;
    path: string;
    detail: string | null;
  }[];
  assert.deepEqual(
    actions.map(({ action, path }) => ({ action, path })),
    [{ action: decideReports.summary, path: '/api/admin/reports/decide' }],
    'the refused second decision is not recorded',
  );
  assert.match(actions[0]!.detail!, /Counterfeit goods/);
});

test('hiding a comment tells its author on the page it is under; a guest’s comment tells nobody', async (t) => {
  const { app, admin, amina, baraka } = await setUp(t);
  const comment = await makeItem(app, 'comment', amina.user.id, 'You are all fools');
  const videoComment = await makeItem(app, 'video_comment', amina.user.id, 'Spam spam spam');
  const guests = await makeItem(app, 'comment', null, 'A guest’s insult');
  for (const [subject, id] of [
    ['comment', comment],
    ['video_comment', videoComment],
    ['comment', guests],
  ] as const) {
    await reportAs(app, [baraka], subject, id);
    const answer = await decide(app, admin, { subject, subject_id: id, decision: 'hide', reason: '' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(
      { ...(await standing(app, subject, id)) },
      { moderation: 'removed', moderation_reason: null },
    );
  }
  const articleId = (await app.db
    .selectFrom('article_comments')
    .select('article_id')
    .where('id', '=', comment)
    .executeTakeFirstOrThrow())!.article_id;
  const videoId = (await app.db.selectFrom('featured_videos').select('id').executeTakeFirstOrThrow()).id;
  assert.deepEqual(
    (await listOf(app, amina)).notifications.map(({ kind, subject, subject_id, subject_title, reason }) => ({
      kind,
      subject,
      subject_id,
      subject_title,
      reason,
    })),
    [
      {
        kind: 'removed',
        subject: 'video_comment',
        subject_id: videoId,
        subject_title: 'Spam spam spam',
        reason: null,
      },
      {
        kind: 'removed',
        subject: 'comment',
        subject_id: articleId,
        subject_title: 'You are all fools',
        reason: null,
      },
    ],
  );
});

test('dismissing shows an item reports hid again; an item a moderator removed stays removed', async (t) => {
  const { app, admin, amina, baraka, chiku, dalu } = await setUp(t);
  const reel = await makeItem(app, 'reel', amina.user.id, 'Dance');
  await reportAs(app, [baraka, chiku, dalu], 'reel', reel);
  assert.equal((await standing(app, 'reel', reel)).moderation, 'review');
  const dismissed = await decide(app, admin, {
    subject: 'reel',
    subject_id: reel,
    decision: 'dismiss',
    reason: 'Just dancing',
  });
  assert.equal(dismissed.statusCode, 200, dismissed.body);
  assert.deepEqual(dismissed.json(), { status: 'success', message: messages.reportsDismissed });
  assert.deepEqual({ ...(await standing(app, 'reel', reel)) }, { moderation: null, moderation_reason: null });
  assert.deepEqual(
    [...new Set((await storedReports(app)).map((row) => `${row.status} ${row.decision_reason}`))],
    ['dismissed Just dancing'],
  );
  assert.deepEqual((await listOf(app, amina)).notifications, [], 'the owner is not told of a dismissal');

  // Dismissed reports no longer count: the item is hidden again only by three new members.
  assert.equal((await report(app, baraka, 'reel', reel)).statusCode, 409, 'one report per member and item');

  const song = await makeItem(app, 'song', amina.user.id);
  await setStanding(app, 'song', song, 'removed');
  await app.db
    .insertInto('reports')
    .values({
      subject: 'song',
      subject_id: song,
      user_id: baraka.user.id,
      reason: 'spam',
      details: null,
      created_at: START,
      weight: 1,
      owner_id: amina.user.id,
      subject_title: 'A song',
    })
    .execute();
  assert.equal(
    (await decide(app, admin, { subject: 'song', subject_id: song, decision: 'dismiss' })).statusCode,
    200,
  );
  assert.equal((await standing(app, 'song', song)).moderation, 'removed');
});

test('a decision on an item without open reports is a 404; a bad decision a 400', async (t) => {
  const { app, admin, amina } = await setUp(t);
  const id = await makeItem(app, 'article', amina.user.id);
  const none = await decide(app, admin, { subject: 'article', subject_id: id, decision: 'hide' });
  assert.equal(none.statusCode, 404);
  const unknown = await decide(app, admin, { subject: 'article', subject_id: 999_999, decision: 'dismiss' });
  assert.equal(unknown.statusCode, 404);
  for (const body of [
    { subject: 'article', subject_id: id, decision: 'delete' },
    { subject: 'news', subject_id: id, decision: 'hide' },
    { subject: 'article', subject_id: id, decision: 'hide', reason: 'x'.repeat(501) },
  ]) {
    const bad = await decide(app, admin, body);
    assert.equal(bad.statusCode, 400, JSON.stringify(body));
    assert.equal(bad.json().status, 'error');
  }
  assert.equal((await standing(app, 'article', id)).moderation, null);
  assert.deepEqual((await api(app, 'GET', 'admin/actions', admin)).json().actions, []);
});

/**
 * The moderators' decisions on reported items: who may make them, hiding (the owner told why, the
 * action recorded), dismissing, and refusals. The console's listing is in reports-admin-list.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import { decideReports, listActions, listReports } from 'shared-ui/contracts/admin';
import { messages } from '../src/messages.ts';
import { callEndpoint, urlOf } from './contract-call.ts';
import { listOf } from './notification-helpers.ts';
import {
  START,
  at,
  decide,
  listPage,
  makeItem,
  report,
  reportAs,
  setStanding,
  setUp,
  standing,
  storedReports,
} from './report-helpers.ts';
import type { TestSession } from './session-helpers.ts';

test('the console routes refuse guests (401) and members (403), and change nothing', async (t) => {
  const { app, amina, baraka } = await setUp(t);
  const id = await makeItem(app, 'product', amina.user.id);
  await reportAs(app, [baraka], 'product', id);
  const calls: [Endpoint, (session?: TestSession) => ReturnType<typeof callEndpoint>][] = [
    [listReports, (session) => callEndpoint(app, listReports, { session })],
    [
      decideReports,
      (session) =>
        callEndpoint(app, decideReports, {
          body: { subject: 'product', subject_id: id, decision: 'hide', reason: 'Scam' },
          session,
        }),
    ],
  ];
  for (const [endpoint, send] of calls) {
    const what = `${endpoint.method} ${endpoint.path}`;
    const guest = await send();
    assert.equal(guest.statusCode, 401, `guest ${what}`);
    for (const member of [amina, baraka]) {
      const refused = await send(member);
      assert.equal(refused.statusCode, 403, `member ${what}`);
      assert.deepEqual(refused.json(), { status: 'error', message: messages.forbidden });
    }
  }
  assert.deepEqual(
    (await storedReports(app)).map((row) => row.status),
    ['open'],
  );
  assert.equal((await standing(app, 'product', id)).moderation, null);
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

  const actions = (await callEndpoint(app, listActions, { session: admin })).json().actions as {
    action: string;
    path: string;
    detail: string | null;
  }[];
  assert.deepEqual(
    actions.map(({ action, path }) => ({ action, path })),
    [{ action: decideReports.summary, path: urlOf(decideReports) }],
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
  assert.deepEqual((await callEndpoint(app, listActions, { session: admin })).json().actions, []);
});

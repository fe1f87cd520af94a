/**
 * The moderators' console listing of reported items: grouped by item, oldest report first, with
 * titles, owners and reporters, a page at a time. The decisions on them are in
 * reports-admin.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listReports, REPORTS_PAGE_SIZE } from 'shared-ui/contracts/admin';
import { callEndpoint } from './contract-call.ts';
import { at, decide, listPage, makeItem, report, reportAs, setUp } from './report-helpers.ts';
import type { TestSession } from './session-helpers.ts';

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
  const bad = await callEndpoint(app, listReports, { query: { page: 0 }, session: admin });
  assert.equal(bad.statusCode, 400);
});

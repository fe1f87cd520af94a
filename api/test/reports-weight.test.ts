/**
 * Reports weighted by standing (shared-ui/src/contracts/report-weight.ts), through the real
 * routes on a real database: what hides an item and what only reaches the moderators, what a
 * Dismiss changes, the limits per address, and reports that outlive their item or reporter.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideReports, listReports, type ReportedItem } from 'shared-ui/contracts/admin';
import {
  DISMISSED_REPORTS_TO_STOP,
  REPORTS_TO_HIDE,
  sendReport,
  type ReportSubject,
} from 'shared-ui/contracts/reports';
import { deleteArticle, register } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { messages } from '../src/messages.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { createClock } from './helpers.ts';
import {
  MEMBER_AGE_MS,
  START,
  established,
  makeItem,
  report,
  reportAs,
  setUp,
  standing,
  storedReports,
} from './report-helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const OTHER_ADDRESS = '203.0.113.9';

/** The console's listing of an item's open reports, or undefined when it has none. */
async function listed(app: App, admin: TestSession, subject: ReportSubject, id: number) {
  const response = await callEndpoint(app, listReports, { session: admin });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().items as ReportedItem[]).find(
    (item) => item.subject === subject && item.subject_id === id,
  );
}

const decide = (app: App, admin: TestSession, subject: ReportSubject, id: number, decision: string) =>
  callUnchecked(app, decideReports, { body: { subject, subject_id: id, decision }, session: admin });

const hiddenFor = async (app: App, subject: ReportSubject, id: number) =>
  (await standing(app, subject, id)).moderation;

test("new accounts' reports, and silent members', reach the moderators but never hide an item", async (t) => {
  const clock = createClock(new Date(Date.parse(START) - MEMBER_AGE_MS).toISOString());
  const { app, admin } = await makeAdmin(t, { now: clock.now });
  const amina = await registerAndLogin(app, { username: 'Amina' });
  // Old enough, but never took part: no content, review or comment.
  const silent = [await registerAndLogin(app), await registerAndLogin(app), await registerAndLogin(app)];
  clock.advance(MEMBER_AGE_MS);
  // Took part at once, but registered a minute ago.
  const fresh = await established(app, ['Fresh 1', 'Fresh 2', 'Fresh 3']);

  const listing = await makeItem(app, 'product', amina.user.id, 'Kikoi');
  await reportAs(app, fresh, 'product', listing);
  assert.equal(await hiddenFor(app, 'product', listing), null, 'three new accounts');
  await reportAs(app, silent, 'product', listing);
  assert.equal(await hiddenFor(app, 'product', listing), null, 'and three who never took part');

  const shown = await listed(app, admin, 'product', listing);
  assert.ok(shown, 'every report reaches the console');
  assert.equal(shown.reports_count, 6);
  assert.deepEqual(
    shown.reports.map((entry) => entry.weight),
    [0, 0, 0, 0, 0, 0],
  );
  assert.deepEqual(
    { hidden: shown.hidden, weight: shown.weight, weight_to_hide: shown.weight_to_hide },
    { hidden: false, weight: 0, weight_to_hide: REPORTS_TO_HIDE },
  );

  // Once the new accounts are old enough (they took part), their next reports count.
  clock.advance(MEMBER_AGE_MS);
  const song = await makeItem(app, 'song', amina.user.id);
  await reportAs(app, fresh, 'song', song);
  assert.equal(await hiddenFor(app, 'song', song), 'review');
});

test("established members' reports hide an item; an administrator's hides it at once", async (t) => {
  const { app, admin, amina, baraka, chiku, dalu } = await setUp(t);
  const reel = await makeItem(app, 'reel', amina.user.id);
  await reportAs(app, [baraka, chiku], 'reel', reel);
  assert.equal(await hiddenFor(app, 'reel', reel), null);
  await reportAs(app, [dalu], 'reel', reel);
  assert.equal(await hiddenFor(app, 'reel', reel), 'review');

  const article = await makeItem(app, 'article', amina.user.id);
  await reportAs(app, [admin], 'article', article);
  assert.equal(await hiddenFor(app, 'article', article), 'review', 'an administrator, alone');

  // Also an item dismissed before, whatever weight it needs now.
  const song = await makeItem(app, 'song', amina.user.id);
  await reportAs(app, [baraka, chiku, dalu], 'song', song);
  assert.equal((await decide(app, admin, 'song', song, 'dismiss')).statusCode, 200);
  await reportAs(app, [admin], 'song', song);
  assert.equal(await hiddenFor(app, 'song', song), 'review');
  assert.equal((await listed(app, admin, 'song', song))?.weight_to_hide, REPORTS_TO_HIDE * 2);
});

test('a member whose reports moderators keep dismissing stops counting', async (t) => {
  const { app, admin, amina, baraka, chiku, dalu } = await setUp(t);
  for (let n = 0; n < DISMISSED_REPORTS_TO_STOP; n += 1) {
    const id = await makeItem(app, 'comment', amina.user.id, `Fine comment ${n}`);
    await reportAs(app, [baraka], 'comment', id);
    assert.equal((await decide(app, admin, 'comment', id, 'dismiss')).statusCode, 200);
  }
  const listing = await makeItem(app, 'product', amina.user.id);
  await reportAs(app, [baraka, chiku, dalu], 'product', listing);
  assert.equal(await hiddenFor(app, 'product', listing), null, 'two members count, the third does not');
  const shown = await listed(app, admin, 'product', listing);
  assert.deepEqual(
    shown?.reports.map((entry) => [entry.reporter_name, entry.weight]),
    [
      ['Baraka', 0],
      ['Chiku', 1],
      ['Dalu', 1],
    ],
  );
});

test('a Dismiss is not undone by the reports it decided; hiding again takes twice the weight', async (t) => {
  const { app, admin, amina, baraka, chiku, dalu, clock } = await setUp(t);
  const more = await established(app, ['Eshe', 'Fumo', 'Gona', 'Hamisi', 'Imani', 'Jabali']);
  clock.advance(MEMBER_AGE_MS);
  const song = await makeItem(app, 'song', amina.user.id, 'Ngoma');
  await reportAs(app, [baraka, chiku, dalu], 'song', song);
  assert.equal(await hiddenFor(app, 'song', song), 'review');
  assert.equal((await decide(app, admin, 'song', song, 'dismiss')).statusCode, 200);
  assert.equal(await hiddenFor(app, 'song', song), null);

  // The same members again: each already reported it, and nothing changes.
  for (const member of [baraka, chiku, dalu])
    assert.equal((await report(app, member, 'song', song)).statusCode, 409);
  assert.equal(await hiddenFor(app, 'song', song), null);
  assert.equal(await listed(app, admin, 'song', song), undefined, 'no open report is left');

  // Three new established members weigh 3 of the 6 it needs now; three more hide it.
  await reportAs(app, more.slice(0, 3), 'song', song);
  assert.equal(await hiddenFor(app, 'song', song), null);
  const shown = await listed(app, admin, 'song', song);
  assert.deepEqual([shown?.weight, shown?.weight_to_hide], [REPORTS_TO_HIDE, REPORTS_TO_HIDE * 2]);
  await reportAs(app, more.slice(3), 'song', song);
  assert.equal(await hiddenFor(app, 'song', song), 'review');
  assert.equal((await decide(app, admin, 'song', song, 'dismiss')).statusCode, 200);
  const dismissedTwice = await app.db
    .selectFrom('songs')
    .select('dismissals')
    .where('id', '=', song)
    .executeTakeFirstOrThrow();
  assert.equal(dismissedTwice.dismissals, 2);
});

test('one address makes REGISTRATIONS_PER_HOUR accounts an hour, then a declared 429; bad input uses none', async (t) => {
  const { app } = await makeAdmin(t, { env: { REGISTRATIONS_PER_HOUR: '2' } });
  const registerFrom = (email: string, remoteAddress?: string, password = 'pwani-2026') =>
    callEndpoint(app, register, { body: { username: email.split('@')[0]!, email, password }, remoteAddress });
  for (let n = 0; n < 3; n += 1)
    assert.equal((await registerFrom(`short${n}@example.org`, undefined, 'x')).statusCode, 400);
  assert.equal((await registerFrom('amina@example.org')).statusCode, 201);
  assert.equal((await registerFrom('amina@example.org')).statusCode, 409, 'a taken email uses none');
  assert.equal((await registerFrom('baraka@example.org')).statusCode, 201);
  const refused = await registerFrom('chiku@example.org');
  assert.equal(refused.statusCode, 429);
  assert.deepEqual(refused.json(), { status: 'error', message: messages.tooManyRegistrations });
  assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After says when');
  assert.equal(
    await app.db.selectFrom('users').select('id').where('email', '=', 'chiku@example.org').executeTakeFirst(),
    undefined,
  );
  assert.equal((await registerFrom('chiku@example.org', OTHER_ADDRESS)).statusCode, 201, 'another address');
  assert.ok(register.answers[429], 'the contract declares the 429');
});

test('one address sends REPORTS_PER_HOUR reports an hour, whoever is signed in; then a declared 429', async (t) => {
  const clock = createClock(new Date(Date.parse(START) - MEMBER_AGE_MS).toISOString());
  const { app } = await makeAdmin(t, { now: clock.now, env: { REPORTS_PER_HOUR: '2' } });
  const amina = await registerAndLogin(app, { username: 'Amina' });
  const [baraka, chiku] = await established(app, ['Baraka', 'Chiku']);
  clock.advance(MEMBER_AGE_MS);
  const ids = [
    await makeItem(app, 'product', amina.user.id),
    await makeItem(app, 'song', amina.user.id),
    await makeItem(app, 'reel', amina.user.id),
  ];
  const reportFrom = (member: TestSession, subject: ReportSubject, id: number, remoteAddress?: string) =>
    callEndpoint(app, sendReport, {
      body: { subject, subject_id: id, reason: 'spam' },
      session: member,
      remoteAddress,
    });
  assert.equal((await reportFrom(baraka!, 'product', ids[0]!)).statusCode, 201);
  assert.equal((await reportFrom(baraka!, 'song', ids[1]!)).statusCode, 201);
  const refused = await reportFrom(chiku!, 'reel', ids[2]!);
  assert.equal(refused.statusCode, 429, 'another account on the same address');
  assert.deepEqual(refused.json(), { status: 'error', message: messages.tooManyReportsHere });
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal((await storedReports(app)).length, 2);
  assert.equal((await reportFrom(chiku!, 'reel', ids[2]!, OTHER_ADDRESS)).statusCode, 201, 'another address');
  assert.ok(sendReport.answers[429], 'the contract declares the 429');
});

test("reports outlive the item its owner deletes and the reporter's account, and stay in the console", async (t) => {
  const { app, admin, amina, baraka, chiku } = await setUp(t);
  const article = await makeItem(app, 'article', amina.user.id, 'Fake cure for malaria');
  await reportAs(app, [baraka, chiku], 'article', article);
  const deleted = await callEndpoint(app, deleteArticle, { body: { articleId: article }, session: amina });
  assert.equal(deleted.statusCode, 200, deleted.body);
  await app.db.deleteFrom('users').where('id', '=', chiku.user.id).execute();

  assert.deepEqual(
    (await storedReports(app)).map((row) => [row.subject_id, row.user_id, row.status]),
    [
      [article, baraka.user.id, 'open'],
      [article, null, 'open'],
    ],
  );
  const shown = await listed(app, admin, 'article', article);
  assert.ok(shown, 'the deleted article is still listed');
  assert.deepEqual(
    {
      title: shown.title,
      owner: [shown.owner_id, shown.owner_name],
      deleted: shown.deleted,
      record: shown.owner_record,
      reporters: shown.reports.map((entry) => [entry.reporter_id, entry.reporter_name]),
    },
    {
      title: 'Fake cure for malaria',
      owner: [amina.user.id, 'Amina'],
      deleted: true,
      record: { removed: 0, deleted: 1 },
      reporters: [
        [baraka.user.id, 'Baraka'],
        [null, ''],
      ],
    },
  );

  // Hidden for good: it counts as removed in its owner's record, seen beside their next item.
  assert.equal((await decide(app, admin, 'article', article, 'hide')).statusCode, 200);
  const listing = await makeItem(app, 'product', amina.user.id);
  await reportAs(app, [baraka], 'product', listing);
  assert.deepEqual((await listed(app, admin, 'product', listing))?.owner_record, { removed: 1, deleted: 0 });
});

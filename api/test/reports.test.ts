import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  REPORTS_PER_MEMBER_HOUR,
  REPORTS_TO_HIDE,
  REPORT_DETAILS_MAX,
  REPORT_SUBJECTS,
  sendReport,
} from 'shared-ui/contracts/reports';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { messages } from '../src/messages.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { registerAndLogin } from './session-helpers.ts';
import {
  START,
  makeItem,
  report,
  reportAs,
  setStanding,
  setUp,
  standing,
  storedReports,
} from './report-helpers.ts';

const THANKS = { status: 'success', message: 'Thank you. Our moderators will look at this report.' };

test('a member reports each kind of item once: the thanks, and an open report stored', async (t) => {
  const { app, amina, baraka, clock } = await setUp(t);
  for (const subject of REPORT_SUBJECTS) {
    const id = await makeItem(app, subject, amina.user.id);
    clock.advance(1000);
    const response = await report(app, baraka, subject, id, {
      reason: 'misleading',
      details: '  Not what the picture shows.  ',
    });
    assert.equal(response.statusCode, 201, `${subject}: ${response.body}`);
    assert.deepEqual(response.json(), THANKS);
    assert.deepEqual(
      { ...(await standing(app, subject, id)) },
      { moderation: null, moderation_reason: null },
    );
  }
  const guestComment = await makeItem(app, 'comment', null, 'A guest wrote this');
  assert.equal((await report(app, baraka, 'comment', guestComment)).statusCode, 201, "a guest's comment");

  const stored = await storedReports(app);
  assert.deepEqual(
    stored.map(({ subject, user_id, reason, details, status, decided_by, decided_at, decision_reason }) => ({
      subject,
      user_id,
      reason,
      details,
      status,
      decided_by,
      decided_at,
      decision_reason,
    })),
    [
      ...REPORT_SUBJECTS.map((subject) => ({
        subject,
        user_id: baraka.user.id,
        reason: 'misleading',
        details: 'Not what the picture shows.',
        status: 'open',
        decided_by: null,
        decided_at: null,
        decision_reason: null,
      })),
      {
        subject: 'comment',
        user_id: baraka.user.id,
        reason: 'scam',
        details: null,
        status: 'open',
        decided_by: null,
        decided_at: null,
        decision_reason: null,
      },
    ],
  );
  assert.equal(stored[0]!.created_at, new Date(Date.parse(START) + 1000).toISOString());
});

test('refusals: a guest (401), bad bodies (400), an own item (403), a missing or hidden item (404), a repeat (409)', async (t) => {
  const { app, amina, baraka } = await setUp(t);
  const productId = await makeItem(app, 'product', amina.user.id);

  const guest = await report(app, undefined, 'product', productId);
  assert.equal(guest.statusCode, 401);
  assert.deepEqual(guest.json(), { status: 'error', message: messages.notLoggedIn });

  const bad: [object, string][] = [
    [{ subject_id: productId, reason: 'scam' }, 'subject is required.'],
    [{ subject: 'product', reason: 'scam' }, 'subject_id is required.'],
    [{ subject: 'product', subject_id: productId }, 'reason is required.'],
    [{ subject: 'video', subject_id: productId, reason: 'scam' }, 'subject'],
    [{ subject: 'product', subject_id: productId, reason: 'rude' }, 'reason'],
    [{ subject: 'product', subject_id: 0, reason: 'scam' }, 'subject_id'],
    [{ subject: 'product', subject_id: 'one', reason: 'scam' }, 'subject_id'],
    [
      {
        subject: 'product',
        subject_id: productId,
        reason: 'scam',
        details: 'x'.repeat(REPORT_DETAILS_MAX + 1),
      },
      `details must be at most ${REPORT_DETAILS_MAX} characters.`,
    ],
  ];
  for (const [body, message] of bad) {
    const response = await callUnchecked(app, sendReport, { body, session: baraka });
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    const answer = response.json();
    assert.equal(answer.status, 'error');
    assert.ok(answer.message.startsWith(message), `${answer.message} (${JSON.stringify(body)})`);
  }
  const notArray = await callUnchecked(app, sendReport, {
    session: baraka,
    headers: { 'content-type': 'application/json' },
    body: '[1]',
  });
  assert.equal(notArray.statusCode, 400);

  const own = await report(app, amina, 'product', productId);
  assert.equal(own.statusCode, 403);
  assert.deepEqual(own.json(), { status: 'error', message: 'You cannot report your own item.' });

  for (const subject of REPORT_SUBJECTS) {
    const missing = await report(app, baraka, subject, 999_999);
    assert.equal(missing.statusCode, 404, subject);
    assert.deepEqual(missing.json(), { status: 'error', message: messages.reportNotFound });
  }
  const hidden = await makeItem(app, 'reel', amina.user.id);
  await setStanding(app, 'reel', hidden, 'review');
  assert.equal((await report(app, baraka, 'reel', hidden)).statusCode, 404, 'a hidden item');
  const removed = await makeItem(app, 'song', amina.user.id);
  await setStanding(app, 'song', removed, 'removed');
  assert.equal((await report(app, baraka, 'song', removed)).statusCode, 404, 'a removed item');
  const pending = await insertArticle(app, amina.user.id, { status: 'pending' });
  assert.equal((await report(app, baraka, 'article', pending)).statusCode, 404, 'an unpublished article');

  assert.equal((await report(app, baraka, 'product', productId)).statusCode, 201);
  const repeat = await report(app, baraka, 'product', productId, { reason: 'spam' });
  assert.equal(repeat.statusCode, 409);
  assert.deepEqual(repeat.json(), { status: 'error', message: 'You have already reported this.' });

  const stored = await storedReports(app);
  assert.deepEqual(
    stored.map((row) => [row.subject, row.subject_id, row.user_id, row.reason]),
    [['product', productId, baraka.user.id, 'scam']],
    'only the one accepted report is stored',
  );
});

test(`reports from ${REPORTS_TO_HIDE} established members hide the item for review`, async (t) => {
  const { app, amina, baraka, chiku, dalu } = await setUp(t);
  const first = [baraka, chiku];
  for (const subject of REPORT_SUBJECTS) {
    const id = await makeItem(app, subject, amina.user.id);
    await reportAs(app, first, subject, id);
    assert.equal((await standing(app, subject, id)).moderation, null, `${subject}: two reports`);
    assert.equal((await report(app, baraka, subject, id)).statusCode, 409, 'a repeat does not count');
    assert.equal((await standing(app, subject, id)).moderation, null, `${subject}: still two members`);
    await reportAs(app, [dalu], subject, id);
    assert.equal((await standing(app, subject, id)).moderation, 'review', `${subject}: the third member`);
    const stranger = await registerAndLogin(app);
    assert.equal((await report(app, stranger, subject, id)).statusCode, 404, 'a hidden item takes no more');
    assert.equal((await report(app, chiku, subject, id)).statusCode, 409, 'one who reported it is told so');
  }
});

test('reports of one item sent at the same moment are each counted, and hide it once', async (t) => {
  const { app, amina, baraka, chiku, dalu } = await setUp(t);
  const id = await makeItem(app, 'product', amina.user.id);
  const answers = await Promise.all(
    [baraka, chiku, dalu, baraka].map((member) => report(app, member, 'product', id)),
  );
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 201, 201, 409]);
  assert.equal((await standing(app, 'product', id)).moderation, 'review');
  assert.equal((await storedReports(app)).length, 3);
});

test(`a member may send ${REPORTS_PER_MEMBER_HOUR} reports an hour, then gets a 429; others are not held back`, async (t) => {
  const { app, amina, baraka, chiku } = await setUp(t);
  const id = await makeItem(app, 'song', amina.user.id);
  const statuses: number[] = [];
  for (let n = 0; n < REPORTS_PER_MEMBER_HOUR; n += 1)
    statuses.push((await report(app, baraka, 'song', id)).statusCode);
  assert.deepEqual(statuses, [201, ...Array<number>(REPORTS_PER_MEMBER_HOUR - 1).fill(409)]);
  const other = await makeItem(app, 'reel', amina.user.id);
  const limited = await report(app, baraka, 'reel', other);
  assert.equal(limited.statusCode, 429);
  assert.deepEqual(limited.json(), { status: 'error', message: messages.tooManyReports });
  assert.equal((await report(app, chiku, 'reel', other)).statusCode, 201, 'another member');
  assert.equal((await storedReports(app)).length, 2);
});

test('a report that hides an item empties the answer cache: guests stop seeing it at once', async (t) => {
  const { app, amina, baraka, chiku, dalu } = await setUp(t);
  const id = await makeItem(app, 'product', amina.user.id, 'Too good to be true');
  const other = await makeItem(app, 'product', amina.user.id, 'Hidden behind the server’s back');
  const listed = async () =>
    ((await callEndpoint(app, fetchProducts)).json().products as { product_id: number }[])
      .map((product) => product.product_id)
      .sort((a, b) => a - b);
  assert.deepEqual(await listed(), [id, other]);
  await setStanding(app, 'product', other, 'removed');
  assert.deepEqual(await listed(), [id, other], 'a change the server did not make waits for the cache');
  await reportAs(app, [baraka, chiku, dalu], 'product', id);
  assert.deepEqual(await listed(), []);
});

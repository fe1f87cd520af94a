import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnswerOf } from 'shared-ui/contracts';
import { checkTicketStatus, contactSubmit, newsletterSubscribe } from 'shared-ui/contracts/contact';
import { auth } from 'shared-ui/texts/auth';
import { contactForms } from 'shared-ui/texts/contact';
import type { App } from '../src/app.ts';
import { answerTicket, createTicket } from '../src/db/tickets.repository.ts';
import { callUnchecked } from './contract-call.ts';
import { buildTestApp, createClock } from './helpers.ts';

type ContactAnswer = AnswerOf<typeof contactSubmit>;
type TicketStatusAnswer = AnswerOf<typeof checkTicketStatus>;

// The forms as sent, good or bad.
const submit = (app: App, body: unknown) => callUnchecked(app, contactSubmit, { body });
const check = (app: App, ticketNo: unknown) =>
  callUnchecked(app, checkTicketStatus, { body: { ticket_no: ticketNo } });
const subscribe = (app: App, body: unknown) => callUnchecked(app, newsletterSubscribe, { body });

const count = async (app: App, table: 'tickets' | 'newsletter_subscriptions') =>
  (await app.db.selectFrom(table).selectAll().execute()).length;

const amina = { name: 'Amina', phone: '+254712345678', email: 'amina@example.org', message: 'Habari!' };

test('a contact submission opens a ticket with an unguessable number', async (t) => {
  const app = await buildTestApp(t);
  const response = await submit(app, { ...amina, name: '  Amina  ' });
  assert.equal(response.statusCode, 201);
  const body = response.json<ContactAnswer>();
  assert.equal(body.success, true);
  assert.equal(body.status, 'open');
  assert.match(body.ticket_no ?? '', /^MJK-[A-Z2-7]{10}$/);

  const row = await app.db.selectFrom('tickets').selectAll().executeTakeFirstOrThrow();
  assert.equal(row.ticket_no, body.ticket_no);
  assert.equal(row.name, 'Amina');
  assert.equal(row.message, 'Habari!');
  assert.equal(row.response, null);

  const second = (await submit(app, amina)).json<ContactAnswer>();
  assert.notEqual(second.ticket_no, body.ticket_no);
});

test('phone and email are optional', async (t) => {
  const app = await buildTestApp(t);
  const response = await submit(app, { name: 'Baya', message: 'Asante' });
  assert.equal(response.statusCode, 201);
  const row = await app.db.selectFrom('tickets').selectAll().executeTakeFirstOrThrow();
  assert.equal(row.phone, '');
  assert.equal(row.email, '');
});

const refusals: [string, unknown, string][] = [
  ['a missing name', { message: 'Hello' }, 'Name is required.'],
  ['a blank name', { ...amina, name: '   ' }, 'Name is required.'],
  ['a missing message', { name: 'Amina' }, 'Message is required.'],
  ['a blank message', { ...amina, message: ' \n ' }, 'Message is required.'],
  ['an invalid email', { ...amina, email: 'amina.example.org' }, auth.invalidEmail],
  [
    'an over-long message',
    { ...amina, message: 'x'.repeat(5001) },
    'message must be at most 5000 characters.',
  ],
  ['a body that is not an object', ['Amina'], 'The request body must be a JSON object.'],
];

for (const [what, payload, error] of refusals) {
  test(`a contact submission with ${what} is refused and writes nothing`, async (t) => {
    const app = await buildTestApp(t);
    const response = await submit(app, payload);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { success: false, error });
    assert.equal(await count(app, 'tickets'), 0);
  });
}

test('a ticket number keeps its ticket when one is drawn twice', async (t) => {
  const app = await buildTestApp(t);
  const draws = ['MJK-AAAAAAAAAA', 'MJK-AAAAAAAAAA', 'MJK-BBBBBBBBBB'];
  const draw = () => draws.shift() as string;
  const now = new Date();
  assert.equal(await createTicket(app.db, { ...amina, name: 'First' }, now, draw), 'MJK-AAAAAAAAAA');
  assert.equal(await createTicket(app.db, { ...amina, name: 'Second' }, now, draw), 'MJK-BBBBBBBBBB');
  const first = (await check(app, 'MJK-AAAAAAAAAA')).json<TicketStatusAnswer>();
  assert.equal(first.status, 'open');
  assert.equal(await count(app, 'tickets'), 2);
});

test('the status check shows the status, then the answer and when it came', async (t) => {
  const clock = createClock('2026-06-01T10:00:00.000Z');
  const app = await buildTestApp(t, { now: clock.now });
  const { ticket_no: ticketNo } = (await submit(app, amina)).json<ContactAnswer>();

  const before = await check(app, ticketNo);
  assert.equal(before.statusCode, 200);
  assert.deepEqual(before.json(), { success: true, status: 'open', response: null, responded_at: null });

  clock.advance(3_600_000);
  assert.equal(
    await answerTicket(app.db, ticketNo!, { status: 'resolved', response: 'Karibu!', now: clock.now() }),
    true,
  );
  // Any case and surrounding spaces find the same ticket.
  const after = await check(app, `  ${ticketNo!.toLowerCase()} `);
  assert.deepEqual(after.json(), {
    success: true,
    status: 'resolved',
    response: 'Karibu!',
    responded_at: '2026-06-01T11:00:00.000Z',
  });
});

test('an unknown or missing ticket number is not found', async (t) => {
  const app = await buildTestApp(t);
  for (const ticketNo of ['MJK-ZZZZZZZZZZ', '', undefined]) {
    const response = await check(app, ticketNo);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { success: false, error: contactForms.ticket.notFound });
  }
  assert.equal(await answerTicket(app.db, 'MJK-ZZZZZZZZZZ', { status: 'closed', now: new Date() }), false);
});

test('the newsletter thanks the subscriber, once per address whatever its case', async (t) => {
  const app = await buildTestApp(t);
  for (const email of ['Zawadi@Example.org', 'zawadi@example.org', '  ZAWADI@EXAMPLE.ORG ']) {
    const response = await subscribe(app, { email });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Thank you for subscribing!' });
  }
  const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().execute();
  assert.deepEqual(
    rows.map((row) => row.email),
    ['zawadi@example.org'],
  );
});

for (const [what, payload] of [
  ['an invalid email', { email: 'zawadi.example.org' }],
  ['a missing email', {}],
  ['an over-long email', { email: `${'z'.repeat(250)}@example.org` }],
  ['a body that is not an object', ['zawadi@example.org']],
] as const) {
  test(`the newsletter refuses ${what} and writes nothing`, async (t) => {
    const app = await buildTestApp(t);
    const response = await subscribe(app, payload);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { error: contactForms.newsletter.invalidEmail });
    assert.equal(await count(app, 'newsletter_subscriptions'), 0);
  });
}

test('the contact forms are rate-limited per address', async (t) => {
  const app = await buildTestApp(t);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1)
    statuses.push((await subscribe(app, { email: `n${i}@example.org` })).statusCode);
  assert.deepEqual(statuses.slice(0, 10), Array(10).fill(200));
  assert.equal(statuses[10], 429);
  assert.equal(await count(app, 'newsletter_subscriptions'), 10);
});

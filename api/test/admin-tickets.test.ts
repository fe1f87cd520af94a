import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerTicket, listTickets } from 'shared-ui/contracts/admin';
import { checkTicketStatus, contactSubmit } from 'shared-ui/contracts/contact';
import type { App } from '../src/app.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { createClock } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

async function openTicket(app: App): Promise<string> {
  const response = await callEndpoint(app, contactSubmit, {
    body: { name: 'Amina', phone: '', email: '', message: 'The market page will not load.' },
  });
  assert.equal(response.statusCode, 201);
  return response.json().ticket_no;
}

/** The team's answer to a ticket, as sent (good or bad). */
const answer = (app: App, ticketNo: string, body: unknown, session?: TestSession) =>
  callUnchecked(app, answerTicket, { params: { ticket_no: ticketNo }, body, session });

test('an admin answers a ticket; the visitor sees the status, the response and when it came', async (t) => {
  const clock = createClock('2026-06-01T10:00:00.000Z');
  const { app, admin } = await makeAdmin(t, { now: clock.now });
  const ticketNo = await openTicket(app);

  const progress = await answer(app, ticketNo, { status: 'in_progress' }, admin);
  assert.equal(progress.statusCode, 200, progress.body);
  assert.equal(progress.json().ticket.responded_at, null);

  clock.advance(3_600_000);
  const reply = 'Fixed: please try again.';
  const done = await answer(app, ticketNo.toLowerCase(), { status: 'resolved', response: reply }, admin);
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json().message, 'Ticket updated.');

  const check = await callEndpoint(app, checkTicketStatus, { body: { ticket_no: ticketNo } });
  assert.deepEqual(check.json(), {
    success: true,
    status: 'resolved',
    response: reply,
    responded_at: '2026-06-01T11:00:00.000Z',
  });

  const list = await callEndpoint(app, listTickets, { query: { status: 'resolved' }, session: admin });
  assert.deepEqual(
    list.json().tickets.map((ticket: { ticket_no: string }) => ticket.ticket_no),
    [ticketNo],
  );
});

test('answering tickets: guests 401, members 403, bad input 400, unknown ticket 404, nothing changed', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const ticketNo = await openTicket(app);
  const body = { status: 'closed', response: 'Closed.' };

  assert.equal((await answer(app, ticketNo, body)).statusCode, 401);
  assert.equal((await answer(app, ticketNo, body, member)).statusCode, 403);
  assert.equal((await callEndpoint(app, listTickets, { session: member })).statusCode, 403);
  assert.equal((await answer(app, ticketNo, { status: 'done' }, admin)).statusCode, 400);
  assert.equal((await answer(app, ticketNo, { status: 'closed', response: '   ' }, admin)).statusCode, 400);
  assert.equal((await answer(app, 'MJK-NOSUCHTICKET', body, admin)).statusCode, 404);

  const check = await callEndpoint(app, checkTicketStatus, { body: { ticket_no: ticketNo } });
  assert.equal(check.json().status, 'open');
  assert.equal(check.json().response, null);
});

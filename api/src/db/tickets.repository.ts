import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ContactSubmission, TicketStatus } from 'shared-ui/contracts/contact';
import { isUniqueViolation } from './errors.ts';
import { notify } from './notifications.repository.ts';
import type { Database } from './schema.ts';
import type { Ticket } from './tickets.table.ts';
import { inTransaction } from './transaction.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `MJK-` and 10 base32 characters (50 random bits). */
export function newTicketNo(): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const byte of bytes) code += BASE32[byte & 31];
  return `MJK-${code}`;
}

/**
 * Stores a new open ticket and returns its number (drawn again on the rare collision). A member
 * who sent it signed in (`user_id`) is notified of the team's reply.
 */
export async function createTicket(
  db: Kysely<Database>,
  submission: ContactSubmission & { user_id?: number | null },
  now: Date,
  drawTicketNo: () => string = newTicketNo,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const ticketNo = drawTicketNo();
    try {
      await db
        .insertInto('tickets')
        .values({ ...submission, ticket_no: ticketNo, status: 'open', created_at: now.toISOString() })
        .execute();
      return ticketNo;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export function findTicket(db: Kysely<Database>, ticketNo: string): Promise<Ticket | undefined> {
  return db.selectFrom('tickets').selectAll().where('ticket_no', '=', ticketNo).executeTakeFirst();
}

/**
 * Records the team's answer (or only a new status) on a ticket and, in the same transaction,
 * tells the member who sent it (signed in) that it has a reply. False when there is no such ticket.
 */
export function answerTicket(
  db: Kysely<Database>,
  ticketNo: string,
  answer: { status: TicketStatus; response?: string; now: Date; by?: number },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const ticket = await trx
      .updateTable('tickets')
      .set({
        status: answer.status,
        ...(answer.response === undefined
          ? {}
          : { response: answer.response, responded_at: answer.now.toISOString() }),
      })
      .where('ticket_no', '=', ticketNo)
      .returning(['ticket_no', 'user_id'])
      .executeTakeFirst();
    if (!ticket) return false;
    if (answer.response !== undefined && ticket.user_id !== null) {
      await notify(trx, {
        user_id: ticket.user_id,
        kind: 'ticket_reply',
        by: answer.by ?? null,
        subject: 'ticket',
        subject_title: ticket.ticket_no,
        created_at: answer.now.toISOString(),
      });
    }
    return true;
  });
}

/** Tickets of one status, or all with the open ones first (then in progress, resolved, closed), newest first, a page at a time. */
export function listTickets(
  db: Kysely<Database>,
  query: { status?: TicketStatus; limit: number; offset: number },
): Promise<Ticket[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
    .$if(query.status === undefined, (qb) =>
      qb.orderBy(
        sql`case status when 'open' then 0 when 'in_progress' then 1 when 'resolved' then 2 else 3 end`,
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('ticket_no', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

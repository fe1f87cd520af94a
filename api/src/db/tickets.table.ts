import type { Insertable, Selectable } from 'kysely';
import type { TicketStatus } from 'shared-ui/contracts';

/** A contact ticket: what a visitor sent, and the team's answer once there is one. */
export interface TicketsTable {
  /** `MJK-` and 10 random base32 characters: unguessable, shown to the visitor. */
  ticket_no: string;
  name: string;
  /** Empty when not given. */
  phone: string;
  /** Empty when not given. */
  email: string;
  message: string;
  status: TicketStatus;
  response: string | null;
  /** ISO 8601 UTC timestamp of the answer. */
  responded_at: string | null;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type Ticket = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;

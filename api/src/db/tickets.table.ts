import type { Insertable, Selectable } from 'kysely';
import type { AdminTicket } from 'shared-ui/contracts/admin';

/** A contact ticket: what a visitor sent, and the team's answer once there is one (the contract's). */
export interface TicketsTable extends AdminTicket {
  /** The member who sent it signed in (the reply notifies them); null for a guest or a deleted account. */
  user_id: number | null;
}

export type Ticket = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;

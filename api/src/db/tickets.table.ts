import type { Insertable, Selectable } from 'kysely';
import type { AdminTicket } from 'shared-ui/contracts/admin';

/** A contact ticket: what a visitor sent, and the team's answer once there is one (the contract's). */
export type TicketsTable = AdminTicket;

export type Ticket = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;

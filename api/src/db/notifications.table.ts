import type { Generated, Insertable, Selectable } from 'kysely';
import type { NotificationItem, NotificationKind } from 'shared-ui/contracts/notifications';

/** A notification: the contract's item, for whom it is, and when they read it (null: unread). */
export interface NotificationsTable extends Omit<NotificationItem, 'id' | 'read'> {
  id: Generated<number>;
  /** The member it is for. */
  user_id: number;
  /** ISO 8601 UTC timestamp; null while unread. */
  read_at: string | null;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** A kind of notification a member turned off: none of it is written for them, or listed. */
export interface NotificationKindsOffTable {
  user_id: number;
  kind: NotificationKind;
}

/**
 * How many unread notifications a member has, of the kinds they have on: changed in the same
 * transaction as the notifications themselves (db/notifications.repository.ts).
 */
export interface NotificationCountsTable {
  user_id: number;
  unread: Generated<number>;
}

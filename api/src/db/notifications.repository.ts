import { sql, type Kysely, type Transaction } from 'kysely';
import {
  NOTIFICATION_KINDS,
  type NotificationItem,
  type NotificationKind,
  type NotificationSubject,
} from 'shared-ui/contracts/notifications';
import type { NewNotification } from './notifications.table.ts';
import { fetchPage, type Page, type PageRequest } from './paging.ts';
import { preparedQuery } from './prepared.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

/** A follow repeated within this long (an unfollow, then a follow again) notifies once. */
export const FOLLOW_REPEAT_MS = 60_000;

/** A notification to write, and who caused it: nobody is notified of their own doing. */
export interface Notice extends Omit<NewNotification, 'id' | 'read_at'> {
  /** The member or administrator whose action it is; null for a guest (or the team, unnamed). */
  by: number | null;
}

/** An item taken down: by whom (its owner, or an administrator), the administrator's reason, when. */
export interface Removal {
  by: number;
  reason?: string | null;
  now: Date;
}

/** A reason as stored: trimmed, and none when blank. */
export const reasonText = (reason: string | null | undefined): string | null => reason?.trim() || null;

/** What a delete took: whose it was, its title, and what its caller needs next (its files). */
export interface Deleted<T> {
  owner: number;
  title: string | null;
  kept: T;
}

/**
 * Deletes an item with `remove` and, in the same transaction, tells its owner that it was
 * removed, when someone else (an administrator) removed it. `kept`, or undefined when there
 * was no such item.
 */
export function deleteTelling<T>(
  db: Kysely<Database>,
  removal: Removal,
  item: { subject: NotificationSubject; id: number },
  remove: (trx: Transaction<Database>) => Promise<Deleted<T> | undefined>,
): Promise<T | undefined> {
  return inTransaction(db, async (trx) => {
    const deleted = await remove(trx);
    if (!deleted) return undefined;
    await notify(trx, {
      user_id: deleted.owner,
      kind: 'removed',
      by: removal.by,
      subject: item.subject,
      subject_id: item.id,
      subject_title: deleted.title,
      reason: reasonText(removal.reason),
      created_at: removal.now.toISOString(),
    });
    return deleted.kept;
  });
}

/**
 * Takes the member's count row, made at 0 the first time. Every change of a member's
 * notifications takes it first, so on PostgreSQL they run one after the other and the count
 * stays exact (SQLite runs one transaction at a time anyway). Answers the count.
 */
async function takeCount(trx: Transaction<Database>, userId: number): Promise<number> {
  const row = await trx
    .insertInto('notification_counts')
    .values({ user_id: userId, unread: 0 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({ unread: eb.ref('notification_counts.unread') })),
    )
    .returning('unread')
    .executeTakeFirstOrThrow();
  return row.unread;
}

const kindsOffOf = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('notification_kinds_off').select('kind').where('user_id', '=', userId);

async function isOff(trx: Transaction<Database>, userId: number, kind: NotificationKind): Promise<boolean> {
  const row = await kindsOffOf(trx, userId).where('kind', '=', kind).executeTakeFirst();
  return row !== undefined;
}

/** Whether this member's following `userId` was notified within FOLLOW_REPEAT_MS before `at`. */
async function followedLately(
  trx: Transaction<Database>,
  userId: number,
  actorId: number,
  at: string,
): Promise<boolean> {
  const since = new Date(Date.parse(at) - FOLLOW_REPEAT_MS).toISOString();
  const row = await trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('kind', '=', 'follow')
    .where('actor_id', '=', actorId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes a notification inside the transaction of the event that causes it, so it is stored
 * exactly when the event is. Nothing is written for the member's own doing, for a kind they
 * turned off, or for a follow they were told of within the last minute. True when written.
 */
export async function notify(trx: Transaction<Database>, notice: Notice): Promise<boolean> {
  const { by, ...notification } = notice;
  const userId = notification.user_id;
  if (by === userId) return false;
  await takeCount(trx, userId);
  if (await isOff(trx, userId, notification.kind)) return false;
  const { kind, actor_id: actorId, created_at: at } = notification;
  if (kind === 'follow' && actorId != null && (await followedLately(trx, userId, actorId, at))) return false;
  await trx.insertInto('notifications').values(notification).execute();
  await trx
    .updateTable('notification_counts')
    .set((eb) => ({ unread: eb('unread', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
  return true;
}

/** `notify` for several notices, their members' counts taken in id order (no two transactions wait on each other). */
export async function notifyEach(trx: Transaction<Database>, notices: readonly Notice[]): Promise<void> {
  for (const notice of [...notices].sort((a, b) => a.user_id - b.user_id)) await notify(trx, notice);
}

const COLUMNS = [
  'id',
  'kind',
  'actor_id',
  'actor_name',
  'subject',
  'subject_id',
  'subject_title',
  'rating',
  'reason',
  'created_at',
  'read_at',
] as const;

/** One window of a member's notifications of the kinds they have on, newest first. */
const notificationsWindow = preparedQuery((db, userId: number, limit: number, offset: number) =>
  db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', 'not in', kindsOffOf(db, userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset),
);

const countOf = preparedQuery((db, userId: number) =>
  db.selectFrom('notification_counts').select('unread').where('user_id', '=', userId),
);

/** How many of the member's notifications are unread (of the kinds they have on). */
export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const [row] = await countOf(db, userId);
  return row?.unread ?? 0;
}

/** A page of the member's notifications (the kinds they turned off left out), and their unread count. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  request: PageRequest,
): Promise<Page<NotificationItem> & { unread: number }> {
  const page = await fetchPage(request, (window) =>
    notificationsWindow(db, userId, window.limit, window.offset),
  );
  const items = page.items.map(({ read_at, ...item }) => ({ ...item, read: read_at !== null }));
  return { ...page, items, unread: await unreadCount(db, userId) };
}

/** Marks one of the member's notifications read: the unread count after, or undefined when it is not theirs. */
export function markRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: Date,
): Promise<number | undefined> {
  return inTransaction(db, async (trx) => {
    const mine = await trx
      .selectFrom('notifications')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!mine) return undefined;
    const unread = await takeCount(trx, userId);
    const marked = await trx
      .updateTable('notifications')
      .set({ read_at: now.toISOString() })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .returning('kind')
      .executeTakeFirst();
    if (!marked || (await isOff(trx, userId, marked.kind))) return unread;
    const row = await trx
      .updateTable('notification_counts')
      .set({ unread: sql<number>`case when unread > 0 then unread - 1 else 0 end` })
      .where('user_id', '=', userId)
      .returning('unread')
      .executeTakeFirstOrThrow();
    return row.unread;
  });
}

/** Marks every notification of the member read. */
export async function markAllRead(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await takeCount(trx, userId);
    await trx
      .updateTable('notifications')
      .set({ read_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
    await trx.updateTable('notification_counts').set({ unread: 0 }).where('user_id', '=', userId).execute();
  });
}

const inKindOrder = (kinds: Iterable<NotificationKind>) =>
  [...new Set(kinds)].sort((a, b) => NOTIFICATION_KINDS.indexOf(a) - NOTIFICATION_KINDS.indexOf(b));

/** The kinds the member turned off. */
export async function kindsOff(db: Kysely<Database>, userId: number): Promise<NotificationKind[]> {
  return inKindOrder((await kindsOffOf(db, userId).execute()).map((row) => row.kind));
}

/**
 * Turns these kinds off for the member and every other on, and counts their unread
 * notifications again (those of a kind turned off are not counted, those of one turned on are).
 */
export function setKindsOff(
  db: Kysely<Database>,
  userId: number,
  off: readonly NotificationKind[],
): Promise<NotificationKind[]> {
  const kinds = inKindOrder(off);
  return inTransaction(db, async (trx) => {
    await takeCount(trx, userId);
    await trx.deleteFrom('notification_kinds_off').where('user_id', '=', userId).execute();
    if (kinds.length > 0) {
      await trx
        .insertInto('notification_kinds_off')
        .values(kinds.map((kind) => ({ user_id: userId, kind })))
        .execute();
    }
    await trx
      .updateTable('notification_counts')
      .set((eb) => ({
        unread: eb
          .selectFrom('notifications')
          .select(eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .where('kind', 'not in', kindsOffOf(trx, userId)),
      }))
      .where('user_id', '=', userId)
      .execute();
    return kinds;
  });
}

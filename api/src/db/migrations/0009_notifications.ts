import { sql, type Kysely } from 'kysely';
import { isSqlite, withId } from './lib/schema-helpers.ts';

/**
 * Notifications: what happened to a member (a follower, a comment, a review, a moderator's
 * decision, the team's reply to their ticket), the kinds each member turned off, and each
 * member's count of unread ones, kept in step by every change so reading it costs one row.
 * Contact tickets remember the member who sent them signed in (their reply notifies them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // The actor's name stays when their account goes, as a featured video's comment keeps its name.
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    // No foreign key: the item may be gone (a removed one always is); the title stays.
    .addColumn('subject_id', 'integer')
    .addColumn('subject_title', 'text')
    .addColumn('rating', 'integer')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // A member's list, newest first, a page at a time (and the last minute of it: a repeated follow).
  await db.schema
    .createIndex('notifications_user_id_created_at_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // A member's unread ones alone: marking them all read and counting them read only these.
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .columns(['user_id', 'kind'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  // Deleting an account clears it as the actor of others' notifications without a full scan.
  await db.schema.createIndex('notifications_actor_id_idx').on('notifications').column('actor_id').execute();

  await db.schema
    .createTable('notification_kinds_off')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_kinds_off_pkey', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_counts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('unread', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('tickets')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    // SQLite drops no column a foreign key names: the table is made again as 0002 made it.
    await db.schema
      .createTable('tickets_before_0009')
      .addColumn('ticket_no', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .addColumn('response', 'text')
      .addColumn('responded_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    const columns = sql.raw(
      'ticket_no, name, phone, email, message, status, response, responded_at, created_at',
    );
    await sql`insert into tickets_before_0009 (${columns}) select ${columns} from tickets`.execute(db);
    await db.schema.dropTable('tickets').execute();
    await db.schema.alterTable('tickets_before_0009').renameTo('tickets').execute();
    await db.schema
      .createIndex('tickets_status_created_at_idx')
      .on('tickets')
      .columns(['status', 'created_at'])
      .execute();
  } else {
    await db.schema.alterTable('tickets').dropColumn('user_id').execute();
  }
  await db.schema.dropTable('notification_counts').execute();
  await db.schema.dropTable('notification_kinds_off').execute();
  await db.schema.dropTable('notifications').execute();
}

import { type Kysely } from 'kysely';
import { withId } from './lib/schema-helpers.ts';

/**
 * What every server process sharing the database must see alike:
 * - `rate_limits`: each limit's count in its current window, by limit and caller (one atomic
 *   upsert per counted request, plugins/external/rate-limit.ts), so N processes refuse at the
 *   same total as one;
 * - `changes`: the writes one process announces to the others on SQLite (db/change-feed.ts);
 *   PostgreSQL tells them by `NOTIFY` instead and leaves it empty.
 * Times are epoch milliseconds (bigint): both are compared with the clock on every hit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  // The sweep of windows that are over.
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();

  await withId(db, db.schema.createTable('changes'))
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('change', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('changes').execute();
  await db.schema.dropTable('rate_limits').execute();
}

import type { Kysely } from 'kysely';
import { withId } from './lib/schema-helpers.ts';

/**
 * The admin console: the record of every administrator action (who, what, when), and the
 * order the administrators give the featured videos of /meta (lowest first; equal positions
 * newest first, so a new video comes first until the list is reordered).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('admin_actions'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('admin_actions_created_at_idx')
    .on('admin_actions')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .alterTable('featured_videos')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('featured_videos').dropColumn('position').execute();
  await db.schema.dropTable('admin_actions').execute();
}

import type { Kysely } from 'kysely';
import { withId } from './lib/schema-helpers.ts';

/** The columns a song or reel gets for its copies, beyond those of its kind (below). */
const PROCESSING_COLUMNS = ['duration', 'media_state', 'media_progress', 'media_error'] as const;
const SONG_COPIES = ['song_normal', 'song_low'] as const;
const REEL_COPIES = ['video_normal', 'video_low', 'poster'] as const;

/**
 * The copies made of uploaded songs and reels, by durable jobs (api/src/media/):
 * - on `songs` and `reels`: the duration in seconds, the stored names of the copies (a reel's
 *   poster too; null until made), and where making them stands (`media_state` 'processing',
 *   'ready' or 'failed', `media_progress` 0-100, `media_error` the owner's message key). Rows
 *   stored before are 'ready': they are served as uploaded until `npm run media:process` makes
 *   their copies.
 * - `media_jobs`: one row per item and task, taken by one process at a time under a lease
 *   (`lease_until`), retried `attempts` times after `run_after`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, copies] of [
    ['songs', SONG_COPIES],
    ['reels', REEL_COPIES],
  ] as const) {
    await db.schema.alterTable(table).addColumn('duration', 'integer').execute();
    for (const copy of copies) await db.schema.alterTable(table).addColumn(copy, 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('media_state', 'text', (col) => col.notNull().defaultTo('ready'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('media_progress', 'integer', (col) => col.notNull().defaultTo(100))
      .execute();
    await db.schema.alterTable(table).addColumn('media_error', 'text').execute();
  }

  await withId(db, db.schema.createTable('media_jobs'))
    .addColumn('item_kind', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('task', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (col) => col.notNull())
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('taken_by', 'text')
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One job per item and task: queuing again (media:process run twice) adds nothing.
  await db.schema
    .createIndex('media_jobs_item_uq')
    .on('media_jobs')
    .columns(['item_kind', 'item_id', 'task'])
    .unique()
    .execute();
  // What a runner looks for: jobs due, and leases run out.
  await db.schema
    .createIndex('media_jobs_due_idx')
    .on('media_jobs')
    .columns(['state', 'run_after'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_jobs').execute();
  for (const [table, copies] of [
    ['songs', SONG_COPIES],
    ['reels', REEL_COPIES],
  ] as const) {
    for (const column of [...PROCESSING_COLUMNS, ...copies]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

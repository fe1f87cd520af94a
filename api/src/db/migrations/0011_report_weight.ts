import { sql, type Kysely } from 'kysely';
import { isSqlite, withId } from './lib/schema-helpers.ts';

/** The tables whose rows members report, by the report's subject (as 0010 made them). */
const REPORTED = {
  product: 'products',
  article: 'articles',
  comment: 'article_comments',
  video_comment: 'featured_video_comments',
  reel: 'reels',
  song: 'songs',
} as const;

/** What titles an item in the console: its name, or the start of a comment's text. */
const TITLE = {
  product: 'product_name',
  article: 'article_name',
  comment: 'substr(comment, 1, 80)',
  video_comment: 'substr(comment, 1, 80)',
  reel: 'description',
  song: 'song_title',
} as const;

/** The columns 0010 gave `reports`, in order. */
const COLUMNS_0010 = [
  'id',
  'subject',
  'subject_id',
  'user_id',
  'reason',
  'details',
  'created_at',
  'status',
  'decided_by',
  'decided_at',
  'decision_reason',
].join(', ');

/** The table 0010 made, with the reporter as `reporter` says (SQLite changes a column by copying). */
function reportsTable(db: Kysely<any>, name: string, reporter: 'kept' | 'cascade') {
  return withId(db, db.schema.createTable(name))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) =>
      reporter === 'kept'
        ? col.references('users.id').onDelete('set null')
        : col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text');
}

/** Copies 0010's columns of `reports` into `name` (only `where` rows) and puts it in its place. */
async function replaceReports(db: Kysely<any>, name: string, where = ''): Promise<void> {
  await sql
    .raw(`insert into ${name} (${COLUMNS_0010}) select ${COLUMNS_0010} from reports ${where}`)
    .execute(db);
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable(name).renameTo('reports').execute();
  await db.schema
    .createIndex('reports_subject_user_uq')
    .on('reports')
    .columns(['subject', 'subject_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reports_status_created_idx')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_user_created_idx')
    .on('reports')
    .columns(['user_id', 'created_at'])
    .execute();
}

/** PostgreSQL: what the reporter's account going does to their reports. */
async function reporterKey(db: Kysely<any>, onDelete: 'set null' | 'cascade'): Promise<void> {
  await db.schema.alterTable('reports').dropConstraint('reports_user_id_fkey').execute();
  await db.schema
    .alterTable('reports')
    .addForeignKeyConstraint('reports_user_id_fkey', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete(onDelete),
    )
    .execute();
}

/**
 * Reports weighted by their reporter's standing (shared-ui/src/contracts/report-weight.ts), kept
 * whatever becomes of the item or the reporter:
 * - `reports.weight`: what the report weighed when sent (every earlier report counted one);
 * - `reports.owner_id`, `reports.subject_title`: whose item it was and what it was called, so an
 *   item its owner deleted while reported stays in the moderators' view, and in its owner's
 *   record;
 * - `reports.user_id` is kept (set to null) when the reporter's account goes, not deleted;
 * - `dismissals` on each reportable table: how often moderators dismissed its reports (each one
 *   doubles the weight that hides it again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of Object.values(REPORTED)) {
    await db.schema
      .alterTable(table)
      .addColumn('dismissals', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }

  if (isSqlite(db)) {
    await reportsTable(db, 'reports_kept', 'kept').execute();
    await replaceReports(db, 'reports_kept');
  } else {
    await sql`alter table reports alter column user_id drop not null`.execute(db);
    await reporterKey(db, 'set null');
  }
  await db.schema
    .alterTable('reports')
    .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('subject_title', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (const [subject, table] of Object.entries(REPORTED)) {
    const item = `from ${table} i where i.id = reports.subject_id`;
    const title = TITLE[subject as keyof typeof TITLE];
    await sql
      .raw(
        `update reports set owner_id = (select i.user_id ${item}), subject_title = coalesce((select ${title} ${item}), '') where subject = '${subject}'`,
      )
      .execute(db);
  }
  // A member's record as an owner: their items' reports.
  await db.schema.createIndex('reports_owner_idx').on('reports').columns(['owner_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reports_owner_idx').execute();
  if (isSqlite(db)) {
    // Reports whose reporter is gone go, as they did with the account before.
    await reportsTable(db, 'reports_cascade', 'cascade').execute();
    await replaceReports(db, 'reports_cascade', 'where user_id is not null');
  } else {
    for (const column of ['subject_title', 'owner_id', 'weight'])
      await db.schema.alterTable('reports').dropColumn(column).execute();
    await db.deleteFrom('reports').where('user_id', 'is', null).execute();
    await reporterKey(db, 'cascade');
    await sql`alter table reports alter column user_id set not null`.execute(db);
  }
  for (const table of Object.values(REPORTED))
    await db.schema.alterTable(table).dropColumn('dismissals').execute();
}

import { type Kysely } from 'kysely';
import { withId } from './lib/schema-helpers.ts';

/** The tables whose rows members report, by the report's subject. */
const REPORTED = {
  product: 'products',
  article: 'articles',
  comment: 'article_comments',
  video_comment: 'featured_video_comments',
  reel: 'reels',
  song: 'songs',
} as const;

/**
 * Trust and safety: members' reports of an item, and where each reportable item stands with
 * the moderators. `moderation` is null while everyone sees the item, 'review' once reports from
 * enough members hid it until a moderator looks, 'removed' once a moderator hid it (with
 * `moderation_reason`, shown to its owner). An article keeps the reason it was not published.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of Object.values(REPORTED)) {
    await db.schema.alterTable(table).addColumn('moderation', 'text').execute();
    await db.schema.alterTable(table).addColumn('moderation_reason', 'text').execute();
  }
  await db.schema.alterTable('articles').addColumn('status_reason', 'text').execute();

  await withId(db, db.schema.createTable('reports'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    // 'open' until a moderator decides: then 'upheld' (the item hidden) or 'dismissed'.
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text')
    .execute();
  // A member reports an item once.
  await db.schema
    .createIndex('reports_subject_user_uq')
    .on('reports')
    .columns(['subject', 'subject_id', 'user_id'])
    .unique()
    .execute();
  // The open reports, oldest first (the console's list), and a member's recent ones (the rate).
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

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('articles').dropColumn('status_reason').execute();
  for (const table of Object.values(REPORTED)) {
    await db.schema.alterTable(table).dropColumn('moderation_reason').execute();
    await db.schema.alterTable(table).dropColumn('moderation').execute();
  }
}

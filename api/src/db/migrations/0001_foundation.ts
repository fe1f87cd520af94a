import type { Kysely } from 'kysely';
import { withId } from './lib/schema-helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('news'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('launches_on', 'text', (col) => col.notNull())
    .addColumn('short_description', 'text', (col) => col.notNull())
    .addColumn('full_description', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('image_1', 'text')
    .addColumn('image_2', 'text')
    .addColumn('video_url', 'text')
    .execute();
  await db.schema.createIndex('news_launches_on_idx').on('news').column('launches_on').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}

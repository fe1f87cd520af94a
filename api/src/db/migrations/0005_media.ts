import type { Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, withId } from './lib/schema-helpers.ts';

/** Music, reels, members' YouTube entries and the featured videos of /meta (spec section 3). */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('songs'))
    .addColumn('song_title', 'text', (col) => col.notNull())
    .addColumn('song_artist', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('small_description', 'text', (col) => col.notNull())
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('song_image', 'text', (col) => col.notNull())
    .addColumn('song_file', 'text', (col) => col.notNull())
    .addColumn('created_on', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('songs_recent_idx')
    .on('songs')
    .columns(['created_on desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('songs_liked_idx')
    .on('songs')
    .columns(['likes_count desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('songs_category_idx')
    .on('songs')
    .columns(['category', 'created_on desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('songs_user_idx')
    .on('songs')
    .columns(['user_id', 'created_on desc', 'id desc'])
    .execute();
  await createTextSearch(db, 'songs', ['song_title', 'song_artist']);

  await withId(db, db.schema.createTable('reels'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('video', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reels_recent_idx')
    .on('reels')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('reels_user_idx')
    .on('reels')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  await withId(db, db.schema.createTable('youtube_entries'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('video_url', 'text', (col) => col.notNull())
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('date_created', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('youtube_entries_user_idx')
    .on('youtube_entries')
    .columns(['user_id', 'date_created desc', 'id desc'])
    .execute();

  await withId(db, db.schema.createTable('featured_videos'))
    .addColumn('video_name', 'text', (col) => col.notNull())
    .addColumn('video_url', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_likes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('featured_videos_recent_idx')
    .on('featured_videos')
    .columns(['created_at desc', 'id desc'])
    .execute();

  await withId(db, db.schema.createTable('featured_video_comments'))
    .addColumn('video_id', 'integer', (col) =>
      col.notNull().references('featured_videos.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('featured_video_comments_video_idx')
    .on('featured_video_comments')
    .columns(['video_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('featured_video_comments_user_idx')
    .on('featured_video_comments')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('featured_video_comments').execute();
  await db.schema.dropTable('featured_videos').execute();
  await db.schema.dropTable('youtube_entries').execute();
  await db.schema.dropTable('reels').execute();
  await dropTextSearch(db, 'songs');
  await db.schema.dropTable('songs').execute();
}

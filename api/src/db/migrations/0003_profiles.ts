import type { Kysely } from 'kysely';

/** Member profiles (spec section 3 'User profile') and who follows whom. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('age', 'integer')
    .addColumn('place_of_birth', 'text')
    .addColumn('skills', 'text')
    .addColumn('career', 'text')
    .addColumn('experience', 'text')
    .addColumn('education', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pkey', ['follower_id', 'author_id'])
    .execute();
  await db.schema.createIndex('follows_author_id_idx').on('follows').column('author_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('follows').execute();
  await db.schema.dropTable('profiles').execute();
}

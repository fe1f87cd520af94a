import type { Kysely } from 'kysely';
import { deleteTelling, type Removal } from './notifications.repository.ts';
import type { Database } from './schema.ts';
import type { NewYoutubeEntry, YoutubeEntryRow } from './youtube.table.ts';

/** A member's YouTube entries, newest first. */
export function listUserYoutube(
  db: Kysely<Database>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<YoutubeEntryRow[]> {
  return db
    .selectFrom('youtube_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function createYoutubeEntry(db: Kysely<Database>, entry: NewYoutubeEntry): Promise<YoutubeEntryRow> {
  return db.insertInto('youtube_entries').values(entry).returningAll().executeTakeFirstOrThrow();
}

export function findYoutubeOwner(db: Kysely<Database>, id: number): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('youtube_entries').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** True when an entry was deleted (its owner told, in the same transaction, when an administrator did). */
export async function deleteYoutubeEntry(
  db: Kysely<Database>,
  id: number,
  removal: Removal,
): Promise<boolean> {
  const deleted = await deleteTelling(db, removal, { subject: 'video', id }, async (trx) => {
    const row = await trx
      .deleteFrom('youtube_entries')
      .where('id', '=', id)
      .returning(['user_id', 'description'])
      .executeTakeFirst();
    return row && { owner: row.user_id, title: row.description, kept: true };
  });
  return deleted === true;
}

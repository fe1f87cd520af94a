import type { Kysely } from 'kysely';
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

/** True when an entry was deleted. */
export async function deleteYoutubeEntry(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('youtube_entries').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

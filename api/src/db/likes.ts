import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The next like count, in SQL: one more, or one fewer but never below 0. One statement, no read-modify-write race. */
export const nextLikes = (liked: boolean) =>
  liked
    ? sql<number>`likes_count + 1`
    : sql<number>`case when likes_count > 0 then likes_count - 1 else 0 end`;

/**
 * Adds a like (or takes one back) on a song or reel; undefined when there is no such row
 * everyone sees (one the moderators hid takes no likes).
 */
export async function changeLikesOf(
  db: Kysely<Database>,
  table: 'songs' | 'reels',
  id: number,
  liked: boolean,
): Promise<number | undefined> {
  const row = await db
    .updateTable(table)
    .set({ likes_count: nextLikes(liked) })
    .where('id', '=', id)
    .where('moderation', 'is', null)
    .returning('likes_count')
    .executeTakeFirst();
  return row?.likes_count;
}

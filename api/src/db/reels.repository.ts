import type { Kysely } from 'kysely';
import type { NewReel, ReelRow } from './reels.table.ts';
import { changeLikesOf } from './likes.ts';
import { deleteTelling, type Removal } from './notifications.repository.ts';
import type { Database } from './schema.ts';

/**
 * A reel with its member's name, as the reels pages show it, and where it stands with the
 * moderators (its owner's list shows it; the public answers leave it out).
 */
export interface ReelView extends Omit<ReelRow, 'moderation_reason' | 'dismissals'> {
  user_name: string;
}

function reelRows(db: Kysely<Database>) {
  return db
    .selectFrom('reels')
    .innerJoin('users', 'users.id', 'reels.user_id')
    .select([
      'reels.id',
      'reels.description',
      'reels.status',
      'reels.likes_count',
      'reels.video',
      'reels.user_id',
      'reels.created_at',
      'reels.moderation',
      'users.username as user_name',
    ]);
}

/**
 * Reels of everyone (or of one member), newest first; those the moderators hid only
 * `withHidden` (a member's own list, for them and administrators).
 */
export function listReels(
  db: Kysely<Database>,
  options: { userId?: number; withHidden?: boolean; limit: number; offset: number },
): Promise<ReelView[]> {
  let query = reelRows(db);
  if (options.userId !== undefined) query = query.where('reels.user_id', '=', options.userId);
  if (!options.withHidden) query = query.where('reels.moderation', 'is', null);
  return query
    .orderBy('reels.created_at', 'desc')
    .orderBy('reels.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export function findReel(db: Kysely<Database>, id: number): Promise<ReelView | undefined> {
  return reelRows(db).where('reels.id', '=', id).executeTakeFirst();
}

export async function createReel(db: Kysely<Database>, reel: NewReel): Promise<ReelView> {
  const { id } = await db.insertInto('reels').values(reel).returning('id').executeTakeFirstOrThrow();
  return (await findReel(db, id))!;
}

/** Adds a like (or takes one back, never below 0); undefined for an unknown or hidden reel. */
export const likeReel = (db: Kysely<Database>, id: number, liked: boolean) =>
  changeLikesOf(db, 'reels', id, liked);

export function findReelOwner(db: Kysely<Database>, id: number): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('reels').select('user_id').where('id', '=', id).executeTakeFirst();
}

/**
 * Deletes the row (telling its owner when an administrator did, in the same transaction);
 * returns the stored name of its video (to remove next), or undefined.
 */
export function deleteReel(
  db: Kysely<Database>,
  id: number,
  removal: Removal,
): Promise<{ video: string } | undefined> {
  return deleteTelling(db, removal, { subject: 'reel', id }, async (trx) => {
    const row = await trx
      .deleteFrom('reels')
      .where('id', '=', id)
      .returning(['user_id', 'description', 'video'])
      .executeTakeFirst();
    return row && { owner: row.user_id, title: row.description, kept: { video: row.video } };
  });
}

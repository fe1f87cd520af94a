import type { Kysely } from 'kysely';
import { notify } from './notifications.repository.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

export interface FollowCounts {
  followersCount: number;
  followingCount: number;
}

/**
 * Records that the follower follows `authorId` and, in the same transaction, notifies the
 * author (once within a minute: an unfollow and a follow again tell them nothing new).
 * Following twice changes nothing.
 */
export async function addFollow(
  db: Kysely<Database>,
  follower: { id: number; username: string },
  authorId: number,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('follows')
      .values({ follower_id: follower.id, author_id: authorId, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['follower_id', 'author_id']).doNothing())
      .returning('author_id')
      .executeTakeFirst();
    if (!added) return;
    await notify(trx, {
      user_id: authorId,
      kind: 'follow',
      by: follower.id,
      actor_id: follower.id,
      actor_name: follower.username,
      subject: 'member',
      subject_id: follower.id,
      subject_title: follower.username,
      created_at: now.toISOString(),
    });
  });
}

export async function removeFollow(
  db: Kysely<Database>,
  followerId: number,
  authorId: number,
): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('author_id', '=', authorId)
    .execute();
}

/** How many members follow this user, and how many this user follows. */
export async function followCounts(db: Kysely<Database>, userId: number): Promise<FollowCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll().as('n'))
        .where('author_id', '=', userId)
        .as('followers'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll().as('n'))
        .where('follower_id', '=', userId)
        .as('following'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return { followersCount: Number(row.followers), followingCount: Number(row.following) };
}

/** Ids of the authors this user follows, oldest follow first. */
export async function listFollowing(db: Kysely<Database>, followerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .select('author_id')
    .where('follower_id', '=', followerId)
    .orderBy('created_at')
    .orderBy('author_id')
    .execute();
  return rows.map((row) => row.author_id);
}

import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface FollowCounts {
  followersCount: number;
  followingCount: number;
}

/** Records that `followerId` follows `authorId`; following twice changes nothing. */
export async function addFollow(
  db: Kysely<Database>,
  followerId: number,
  authorId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, author_id: authorId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['follower_id', 'author_id']).doNothing())
    .execute();
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

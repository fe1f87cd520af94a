/**
 * Rate limits counted in the database every server process shares (migration 0012): a limit
 * counted on several processes refuses at the same total as on one.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A count in its window, and the milliseconds left of the window. */
export interface Hits {
  current: number;
  ttl: number;
}

/**
 * Counts one hit on `key` and gives the count so far in its window: one atomic upsert, so hits
 * on several processes at once are each counted. A window that is over starts again at one.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  now: number,
  windowMs: number,
): Promise<Hits> {
  const over = sql<boolean>`rate_limits.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${over} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when ${over} then ${now + windowMs} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Number(row.reset_at) - now };
}

/** The count on `key` in its window, counting nothing (none when its window is over). */
export async function readHits(db: Kysely<Database>, key: string, now: number): Promise<Hits> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { current: Number(row.count), ttl: Number(row.reset_at) - now } : { current: 0, ttl: 0 };
}

/** Deletes the counts whose window is over. */
export async function sweepRateLimits(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}

import type { Selectable } from 'kysely';

/** `follower_id` follows `author_id`; one row per pair. */
export interface FollowsTable {
  follower_id: number;
  author_id: number;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type Follow = Selectable<FollowsTable>;

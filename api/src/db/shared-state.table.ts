import type { ColumnType, Generated } from 'kysely';

/** Epoch milliseconds: PostgreSQL gives a bigint back as a string, SQLite as a number. */
type EpochMs = ColumnType<number | string, number, number>;

/** Each rate limit's count in its current window, by limit and caller (migration 0012). */
export interface RateLimitsTable {
  /** The limit's scope and the caller's key, e.g. `POST /api/pages/like.php\naddress:1.2.3.4`. */
  key: string;
  count: number;
  /** When the window ends. */
  reset_at: EpochMs;
}

/** A write one server process announced to the others (SQLite only: db/change-feed.ts). */
export interface ChangesTable {
  id: Generated<number>;
  /** The announcing process's feed, which skips its own. */
  origin: string;
  change: string;
  created_at: EpochMs;
}

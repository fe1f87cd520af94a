import type { Selectable } from 'kysely';

/** Consecutive failed logins per lowercased email, whether or not an account exists. */
export interface LoginFailuresTable {
  email: string;
  failures: number;
  /** ISO 8601 UTC timestamp. */
  last_failure_at: string;
}

export type LoginFailure = Selectable<LoginFailuresTable>;

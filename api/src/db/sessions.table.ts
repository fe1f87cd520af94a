import type { Selectable } from 'kysely';

export interface SessionsTable {
  /** SHA-256 (hex) of the token held in the browser's cookie. */
  id: string;
  user_id: number;
  /** ISO 8601 UTC timestamps. */
  created_at: string;
  expires_at: string;
}

export type Session = Selectable<SessionsTable>;

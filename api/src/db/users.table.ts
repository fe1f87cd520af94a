import type { Generated, Insertable, Selectable } from 'kysely';

export type Role = 'member' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Always stored lowercased: emails are unique regardless of case. */
  email: string;
  /** PHC string of an argon2id hash. */
  password_hash: string;
  role: Generated<Role>;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

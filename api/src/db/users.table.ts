import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role } from 'shared-ui/contracts/users';

export type { Role } from 'shared-ui/contracts/users';

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

import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { forgetSessionsOf } from './sessions.repository.ts';
import type { Role, User } from './users.table.ts';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function createUser(
  db: Kysely<Database>,
  user: { username: string; email: string; passwordHash: string; role?: Role; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      role: user.role ?? 'member',
      created_at: user.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setUserRole(db: Kysely<Database>, id: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
  await forgetSessionsOf(db, id);
}

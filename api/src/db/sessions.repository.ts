import type { Kysely } from 'kysely';
import { preparedQuery } from './prepared.ts';
import type { Database } from './schema.ts';
import type { Role } from './users.table.ts';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export async function createSession(
  db: Kysely<Database>,
  session: { id: string; userId: number; now: Date; ttlMs: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.now.toISOString(),
      expires_at: new Date(session.now.getTime() + session.ttlMs).toISOString(),
    })
    .execute();
}

/** Run on every signed-in request: compiled once. */
const sessionUser = preparedQuery((db, id: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.email', 'users.role'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now),
);

/** The user behind an unexpired session, or undefined. */
export async function findSessionUser(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const [user] = await sessionUser(db, id, now.toISOString());
  return user;
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

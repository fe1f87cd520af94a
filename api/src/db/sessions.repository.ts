import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { announceTo } from './change-feed.ts';
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

/**
 * How long this process may answer a session from memory instead of the database. A logout or
 * a role change acts at once on every process sharing the database: `deleteSession` and
 * `forgetSessionsOf` announce it (db/change-feed.ts), and every process forgets what it
 * remembers (`forgetRememberedSessions`); this bounds only what the channel cannot carry.
 */
export const SESSION_MEMORY_MS = 2_000;
const MAX_REMEMBERED = 10_000;

interface Remembered {
  user: SessionUser;
  /** Epoch ms: the memory's end, never after the session's own expiry. */
  until: number;
}

/** Each database's remembered sessions, and a count of forgets (a lookup begun before one is not kept). */
const memories = new WeakMap<Kysely<Database>, { sessions: LRUCache<string, Remembered>; forgets: number }>();

const memoryOf = (db: Kysely<Database>) => {
  let memory = memories.get(db);
  if (!memory) {
    memory = { sessions: new LRUCache({ max: MAX_REMEMBERED }), forgets: 0 };
    memories.set(db, memory);
  }
  return memory;
};

/** Run on every signed-in request that is not remembered: compiled once. */
const sessionUser = preparedQuery((db, id: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.email', 'users.role', 'sessions.expires_at'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now),
);

/**
 * The user behind an unexpired session, or undefined. A session found is remembered for
 * `SESSION_MEMORY_MS` (at most until it expires): a member's page makes several calls at once,
 * and under load the lookup was a database query on every one of them. Unknown ids are not
 * remembered (anyone can send one), so a new session is found as soon as it is stored.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const memory = memoryOf(db);
  const time = now.getTime();
  const remembered = memory.sessions.get(id);
  if (remembered && remembered.until > time) return remembered.user;
  const forgetsBefore = memory.forgets;
  const [row] = await sessionUser(db, id, now.toISOString());
  if (!row) return undefined;
  const { expires_at: expiresAt, ...user } = row;
  if (memory.forgets === forgetsBefore) {
    const until = Math.min(time + SESSION_MEMORY_MS, Date.parse(expiresAt));
    memory.sessions.set(id, { user, until });
  }
  return user;
}

/** The change announced when a session ended or its user changed (db/change-feed.ts). */
export const SESSIONS_CHANGED = 'sessions';

/** Ends a session: in the database, and in the memory of every process sharing it at once. */
export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
  forget(db, [id]);
  await announceTo(db, SESSIONS_CHANGED);
}

/**
 * Drops what the processes remember of a user's sessions (their role changed, or they are
 * gone), once the change is committed: this one's of that user, the others' all.
 */
export async function forgetSessionsOf(db: Kysely<Database>, userId: number): Promise<void> {
  const { sessions } = memoryOf(db);
  forget(
    db,
    [...sessions.entries()].filter(([, { user }]) => user.id === userId).map(([id]) => id),
  );
  await announceTo(db, SESSIONS_CHANGED);
}

/** Drops every session this process remembers: another process ended or changed one. */
export function forgetRememberedSessions(db: Kysely<Database>): void {
  forget(db, [...memoryOf(db).sessions.keys()]);
}

function forget(db: Kysely<Database>, ids: string[]): void {
  const memory = memoryOf(db);
  memory.forgets += 1;
  for (const id of ids) memory.sessions.delete(id);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

/**
 * Locks every server process respects, so that work done at start runs in one process at a time
 * even when several start together (`WORKERS`, or a second machine on the same PostgreSQL): the
 * others wait, then find the work done and skip it. A lock is dropped when its holder dies (the
 * database ends its session; the operating system its file lock), so a crash never leaves one held.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.ts';

export interface HeldLock {
  /** Lets the next process in; a second call does nothing. */
  release(): Promise<void>;
}

/** How often a process waiting for a lock file tries again (ms). */
const RETRY_MS = 50;

/** SQLite's "database is locked". */
const SQLITE_BUSY = 5;

/**
 * Holds the lock on start-up work (migrations, the administrator account, the demo seed) for
 * this database, waiting while another process holds it: on PostgreSQL a session advisory lock
 * named after the schema (schemas of one database are separate sites), on SQLite an exclusive
 * lock on `start.lock` beside the database file.
 */
export async function holdStartLock(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  log?: FastifyBaseLogger,
): Promise<HeldLock> {
  if (config.databaseUrl) return holdAdvisoryLock(config.databaseUrl, 'start', log);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = await fileLock(path.join(config.dataDir, 'start.lock'), { wait: true, log });
  return lock!;
}

/**
 * An advisory lock of PostgreSQL on a connection of its own (a pool's connections are shared,
 * and a session lock belongs to the connection that took it).
 */
async function holdAdvisoryLock(url: string, name: string, log?: FastifyBaseLogger): Promise<HeldLock> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => log?.warn({ err: error }, `the connection holding the ${name} lock failed`));
  await client.connect();
  const key = "hashtext(current_schema() || ':' || $1)";
  try {
    const { rows } = await client.query<{ held: boolean }>(`select pg_try_advisory_lock(${key}) as held`, [
      name,
    ]);
    if (!rows[0]?.held) {
      log?.info(`another process holds the ${name} lock; waiting for it`);
      await client.query(`select pg_advisory_lock(${key})`, [name]);
    }
  } catch (error) {
    await client.end();
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Ending the session drops its advisory locks.
      await client.end();
    },
  };
}

/**
 * An exclusive lock on a SQLite file used as a lock (SQLite's locks hold across processes and
 * within one): with `wait`, tried again until it is free; without, undefined when it is held.
 */
export async function fileLock(
  file: string,
  options: { wait: boolean; log?: FastifyBaseLogger },
): Promise<HeldLock | undefined> {
  const database = new DatabaseSync(file, { timeout: 0 });
  let logged = false;
  for (;;) {
    try {
      database.exec('BEGIN EXCLUSIVE');
      break;
    } catch (error) {
      if ((error as { errcode?: number }).errcode !== SQLITE_BUSY) {
        database.close();
        throw error;
      }
      if (!options.wait) {
        database.close();
        return undefined;
      }
      if (!logged) options.log?.info(`another process holds ${path.basename(file)}; waiting for it`);
      logged = true;
      await sleep(RETRY_MS);
    }
  }
  return {
    async release() {
      if (!database.isOpen) return;
      database.exec('ROLLBACK');
      database.close();
    },
  };
}

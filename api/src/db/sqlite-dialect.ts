import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

const DEFAULT_CACHE_SIZE = 500;

export interface SqliteAdapterOptions {
  /** How many prepared statements to keep, least recently used dropped first. */
  cacheSize?: number;
  /** Milliseconds a writer waits for a lock before failing. */
  busyTimeoutMs?: number;
}

/**
 * Presents a `node:sqlite` database as the driver Kysely's SqliteDialect expects, keeping
 * prepared statements in an LRU cache keyed by SQL text (Kysely prepares every query it runs).
 */
export class SqliteDatabaseAdapter implements SqliteDatabase {
  readonly database: DatabaseSync;
  readonly #cache = new Map<string, SqliteStatement>();
  readonly #cacheSize: number;
  #hits = 0;
  #misses = 0;

  constructor(filename: string, options: SqliteAdapterOptions = {}) {
    this.#cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
    this.database = new DatabaseSync(filename, {
      enableForeignKeyConstraints: true,
      // SQLite busy_timeout: wait this long for a lock instead of failing at once.
      timeout: options.busyTimeoutMs ?? 5000,
    });
    this.database.exec('PRAGMA journal_mode = WAL');
    this.database.exec('PRAGMA synchronous = NORMAL');
    this.database.exec('PRAGMA foreign_keys = ON');
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#cache.get(sql);
    if (cached) {
      this.#hits++;
      // Re-insert so the Map's order stays least-recently-used first.
      this.#cache.delete(sql);
      this.#cache.set(sql, cached);
      return cached;
    }
    this.#misses++;
    const statement = wrap(this.database.prepare(sql));
    this.#cache.set(sql, statement);
    if (this.#cache.size > this.#cacheSize) {
      const oldest = this.#cache.keys().next();
      if (!oldest.done) this.#cache.delete(oldest.value);
    }
    return statement;
  }

  /** Cache figures, for tests and diagnostics. */
  get cacheStats(): { size: number; hits: number; misses: number } {
    return { size: this.#cache.size, hits: this.#hits, misses: this.#misses };
  }

  close(): void {
    this.#cache.clear();
    if (this.database.isOpen) this.database.close();
  }
}

function wrap(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/** node:sqlite binds null, numbers, bigints, strings and bytes; booleans become 0/1. */
function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : (value as SQLInputValue)));
}

/**
 * Kysely's SQLite driver, except that it leaves alone a transaction SQLite has ended itself: on a
 * full disk or an I/O error SQLite rolls back on its own, and the `rollback` sent after would
 * fail ("no transaction is active") and be thrown instead of the error that says what happened
 * (a full disk is answered 507, a failure of another kind 500).
 */
class SqliteDriverKeepingCause extends SqliteDriver {
  readonly #database: DatabaseSync;

  constructor(adapter: SqliteDatabaseAdapter) {
    super({ database: adapter });
    this.#database = adapter.database;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.isTransaction) await super.rollbackTransaction(connection);
  }
}

class AdapterDialect extends SqliteDialect {
  readonly #adapter: SqliteDatabaseAdapter;

  constructor(adapter: SqliteDatabaseAdapter) {
    super({ database: adapter });
    this.#adapter = adapter;
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingCause(this.#adapter);
  }

  /** The connection itself, for what must read it synchronously (db/change-feed.ts). */
  get connection(): DatabaseSync {
    return this.#adapter.database;
  }
}

/** The `node:sqlite` connection under a dialect made here, or undefined for any other dialect. */
export const sqliteConnectionOf = (dialect: Dialect): DatabaseSync | undefined =>
  dialect instanceof AdapterDialect ? dialect.connection : undefined;

export function createSqliteDialect(filename: string, options?: SqliteAdapterOptions): SqliteDialect {
  return new AdapterDialect(new SqliteDatabaseAdapter(filename, options));
}

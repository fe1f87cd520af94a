import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, sql, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { ensureAdmin } from './seed/index.ts';
import { createSqliteDialect, sqliteConnectionOf } from './sqlite-dialect.ts';
import type { DatabaseSync } from 'node:sqlite';

type DatabaseConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'admin'>;

function dialectFor(config: DatabaseConfig, log?: FastifyBaseLogger): Dialect {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection dropped by the server is replaced on next use; it must not crash the process.
    pool.on('error', (error) => log?.warn({ err: error }, 'idle PostgreSQL connection lost'));
    return new PostgresDialect({ pool });
  }
  mkdirSync(config.dataDir, { recursive: true });
  return createSqliteDialect(path.join(config.dataDir, 'app.db'));
}

/**
 * The schema PostgreSQL creates tables in for this connection (the first of its search_path
 * that exists), or undefined on SQLite. The migrator is told it: it looks for its own tables
 * across every schema it can see, and one in another schema of the same database (another
 * app's, or a copy) would otherwise pass for this schema's.
 */
export async function creationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Brings the schema to the latest migration; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>, log?: FastifyBaseLogger): Promise<void> {
  const migrationTableSchema = await creationSchema(db);
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Success') log?.info(`migration ${result.migrationName} applied`);
    if (result.status === 'Error') log?.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}

const sqliteConnections = new WeakMap<Kysely<Database>, DatabaseSync>();

/** The SQLite connection under `db` (opened by `createDatabase`), or undefined on PostgreSQL. */
export const sqliteConnectionUnder = (db: Kysely<Database>): DatabaseSync | undefined =>
  sqliteConnections.get(db);

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR),
 * migrates it and ensures the admin account (demo content is seeded once the media
 * store is up: plugins/app/demo-content.ts).
 */
export async function createDatabase(
  config: DatabaseConfig,
  options: { log?: FastifyBaseLogger; now?: () => Date } = {},
): Promise<Kysely<Database>> {
  const { log, now = () => new Date() } = options;
  const dialect = dialectFor(config, log);
  const db = new Kysely<Database>({ dialect });
  const connection = sqliteConnectionOf(dialect);
  if (connection) sqliteConnections.set(db, connection);
  try {
    await migrateToLatest(db, log);
    if (config.admin) {
      const outcome = await ensureAdmin(db, config.admin, now());
      log?.info(`admin account ${config.admin.email}: ${outcome}`);
    }
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Building blocks for migrations, in SQL both SQLite and PostgreSQL run.
 * Migrations are history: change a helper only in ways every past migration
 * that used it still means.
 */
import { sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** An auto-numbered integer primary key `id`: `integer … autoincrement` on SQLite, `serial` on PostgreSQL. */
export function withId(db: Kysely<any>, table: CreateTableBuilder<string, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/**
 * A full-text index over some text columns of a table with an integer `id`:
 * an FTS5 external-content table kept in step by triggers on SQLite, a
 * generated tsvector column with a GIN index on PostgreSQL. Queried through
 * `whereTextMatches` in db/search.ts.
 *
 * `prefixLengths` (SQLite) adds FTS5 prefix indexes: a query for a word start of one of these
 * lengths reads the matches lazily, in id order, instead of merging every matching word's list
 * first. PostgreSQL's GIN index has no such option; it is ignored there.
 */
export async function createTextSearch(
  db: Kysely<any>,
  table: string,
  columns: string[],
  options: { prefixLengths?: number[] } = {},
): Promise<void> {
  const fts = `${table}_fts`;
  if (isSqlite(db)) {
    const cols = columns.join(', ');
    const prefix = options.prefixLengths?.length ? `, prefix='${options.prefixLengths.join(' ')}'` : '';
    const news = columns.map((c) => `new.${c}`).join(', ');
    const olds = columns.map((c) => `old.${c}`).join(', ');
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(
      `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2'${prefix})`,
    );
    await run(`create trigger ${table}_fts_ai after insert on ${table} begin
      insert into ${fts}(rowid, ${cols}) values (new.id, ${news}); end`);
    await run(`create trigger ${table}_fts_ad after delete on ${table} begin
      insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${olds}); end`);
    await run(`create trigger ${table}_fts_au after update of ${cols} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${olds});
      insert into ${fts}(rowid, ${cols}) values (new.id, ${news}); end`);
    await run(`insert into ${fts}(${fts}) values ('rebuild')`);
    return;
  }
  const document = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  await sql
    .raw(
      `alter table ${table} add column search_vector tsvector generated always as (to_tsvector('simple', ${document})) stored`,
    )
    .execute(db);
  await sql.raw(`create index ${table}_search_idx on ${table} using gin (search_vector)`).execute(db);
}

/** Undoes `createTextSearch`. */
export async function dropTextSearch(db: Kysely<any>, table: string): Promise<void> {
  if (isSqlite(db)) {
    for (const suffix of ['ai', 'ad', 'au'])
      await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
    await sql.raw(`drop table if exists ${table}_fts`).execute(db);
    return;
  }
  await sql.raw(`drop index if exists ${table}_search_idx`).execute(db);
  await sql.raw(`alter table ${table} drop column if exists search_vector`).execute(db);
}

import { sql, type Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, isSqlite } from './lib/schema-helpers.ts';

/** The kinds the site search adds to the text search of 0004–0007, and their searched columns. */
const ADDED = {
  reels: ['description'],
  news: ['name', 'short_description', 'full_description'],
  users: ['username'],
};

/** Every searched table and its title column (what a typo is forgiven in on PostgreSQL). */
const TITLES = {
  articles: 'article_name',
  songs: 'song_title',
  products: 'product_name',
  reels: 'description',
  news: 'name',
  users: 'username',
};

/** As in 0007: word starts of 1 to 8 letters read from FTS5 prefix indexes. */
const PREFIX_LENGTHS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The site search (db/site-search.repository.ts) over six kinds.
 *
 * SQLite: FTS5 indexes (unicode61, diacritics removed, prefix indexes) for reels, news and
 * members, like those of articles, songs and products; and for all six an `fts5vocab` table
 * listing the index's words, where a misspelt word's near neighbours are looked up.
 *
 * PostgreSQL: GIN indexes on the same `to_tsvector('simple', …)` documents as expressions (the
 * repository spells the same expressions, so no column is added to tables read with
 * `selectAll`), and pg_trgm trigram indexes on each kind's lowercased title for typo tolerance.
 * pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. It goes to
 * the `public` schema unless the database has it already; an advisory lock keeps two servers (or
 * tests) migrating at once from creating it twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const [table, columns] of Object.entries(ADDED)) {
      await createTextSearch(db, table, columns, { prefixLengths: PREFIX_LENGTHS });
    }
    for (const table of Object.keys(TITLES)) {
      await sql.raw(`create virtual table ${table}_fts_words using fts5vocab(${table}_fts, row)`).execute(db);
    }
    return;
  }
  for (const [table, columns] of Object.entries(ADDED)) {
    const document = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
    await sql
      .raw(`create index ${table}_search_idx on ${table} using gin (to_tsvector('simple', ${document}))`)
      .execute(db);
  }
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const trgm = rows[0]!.schema;
  for (const [table, title] of Object.entries(TITLES)) {
    await sql
      .raw(
        `create index ${table}_title_trgm_idx on ${table} using gin (lower(${title}) "${trgm}".gin_trgm_ops)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const table of Object.keys(TITLES))
      await sql.raw(`drop table if exists ${table}_fts_words`).execute(db);
    for (const table of Object.keys(ADDED)) await dropTextSearch(db, table);
    return;
  }
  for (const table of Object.keys(TITLES))
    await sql.raw(`drop index if exists ${table}_title_trgm_idx`).execute(db);
  for (const table of Object.keys(ADDED))
    await sql.raw(`drop index if exists ${table}_search_idx`).execute(db);
}

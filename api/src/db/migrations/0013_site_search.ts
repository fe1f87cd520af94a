import { sql, type Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, isSqlite } from './lib/schema-helpers.ts';

/** The kinds the site search adds to the text search of 0004–0007, and their searched columns. */
const ADDED = {
  reels: ['description'],
  news: ['name', 'short_description', 'full_description'],
  users: ['username'],
};

/** The searched tables of 0004–0006 and their columns (PostgreSQL rebuilds their documents). */
const FOLDED = {
  articles: ['article_name', 'description'],
  songs: ['song_title', 'song_artist'],
  products: ['product_name', 'description', 'location', 'category'],
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
 * PostgreSQL: every document without case or accents (`search_fold`, an immutable wrapper of
 * unaccent: the search columns of articles, songs and products are rebuilt with it); GIN indexes
 * on the new kinds' `to_tsvector('simple', search_fold(…))` documents as expressions (the
 * repository spells the same expressions, so no column is added to tables read with
 * `selectAll`); and pg_trgm trigram indexes on each kind's folded title for typo tolerance.
 * unaccent and pg_trgm are trusted extensions (PostgreSQL 13+): the database's owner may create
 * them. They go to the `public` schema unless the database has them already.
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
  const extensionSchema = async (name: string) => {
    // Two servers (or tests) migrating at once must not both create it.
    await sql`select pg_advisory_xact_lock(hashtext(${`create extension ${name}`}))`.execute(db);
    await sql.raw(`create extension if not exists ${name} schema public`).execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = ${name}`.execute(db);
    return `"${rows[0]!.schema}"`;
  };
  const unaccent = await extensionSchema('unaccent');
  const trgm = await extensionSchema('pg_trgm');
  // unaccent() is only stable (its dictionary could change): the documents need an immutable one.
  await sql
    .raw(
      `create function search_fold(text) returns text language sql immutable parallel safe strict
       as $$ select ${unaccent}.unaccent('${unaccent.replaceAll('"', '')}.unaccent'::regdictionary, lower($1)) $$`,
    )
    .execute(db);
  for (const [table, columns] of Object.entries(FOLDED)) {
    await dropTextSearch(db, table);
    await addFoldedDocument(db, table, columns);
  }
  for (const [table, columns] of Object.entries(ADDED)) {
    await sql
      .raw(
        `create index ${table}_search_idx on ${table} using gin (to_tsvector('simple', search_fold(${document(columns)})))`,
      )
      .execute(db);
  }
  for (const [table, title] of Object.entries(TITLES)) {
    await sql
      .raw(
        `create index ${table}_title_trgm_idx on ${table} using gin (search_fold(${title}) ${trgm}.gin_trgm_ops)`,
      )
      .execute(db);
  }
}

/** The searched text of some columns, as one string. */
const document = (columns: string[]) => columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);

/** The search column of 0004–0006 (PostgreSQL), its words now without accents. */
async function addFoldedDocument(db: Kysely<any>, table: string, columns: string[]) {
  await sql
    .raw(
      `alter table ${table} add column search_vector tsvector generated always as (to_tsvector('simple', search_fold(${document(columns)}))) stored`,
    )
    .execute(db);
  await sql.raw(`create index ${table}_search_idx on ${table} using gin (search_vector)`).execute(db);
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

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

/** Every searched table (the words of its documents go to `search_words` on PostgreSQL). */
const SEARCHED = ['articles', 'songs', 'products', 'reels', 'news', 'users'];

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
 * unaccent: the search columns of articles, songs and products are rebuilt with it). The new
 * kinds' documents are stored in tables of their own (`news_search`, `reels_search`,
 * `users_search`: one row per item, kept by triggers), not in columns of tables read with
 * `selectAll`; a document computed again for each row read cost tens of milliseconds a search
 * at 100k. `search_words` lists every word a document of each kind has held (kept by triggers,
 * never emptied: a word gone is only a candidate that finds nothing), where a misspelt word's
 * near neighbours are looked up as on SQLite. The GIN indexes are written through
 * (`fastupdate = off`): a pending list of unmerged entries is read by every search and made
 * rare words' searches 20 times slower until a vacuum. unaccent is a trusted extension
 * (PostgreSQL 13+): the database's owner may create it. It goes to the `public` schema unless
 * the database has it already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const [table, columns] of Object.entries(ADDED)) {
      await createTextSearch(db, table, columns, { prefixLengths: PREFIX_LENGTHS });
    }
    for (const table of SEARCHED) {
      await sql.raw(`create virtual table ${table}_fts_words using fts5vocab(${table}_fts, row)`).execute(db);
    }
    return;
  }
  // Two servers (or tests) migrating at once must not both create it.
  await sql`select pg_advisory_xact_lock(hashtext('create extension unaccent'))`.execute(db);
  await sql.raw(`create extension if not exists unaccent schema public`).execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const unaccent = `"${rows[0]!.schema}"`;
  // unaccent() is only stable (its dictionary could change): the documents need an immutable one.
  await sql
    .raw(
      `create function search_fold(text) returns text language sql immutable parallel safe strict
       as $$ select ${unaccent}.unaccent('${unaccent.replaceAll('"', '')}.unaccent'::regdictionary, lower($1)) $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create table search_words (kind text not null, word text collate "C" not null, primary key (kind, word))`,
    )
    .execute(db);
  for (const [table, columns] of Object.entries(FOLDED)) {
    await dropTextSearch(db, table);
    await addFoldedDocument(db, table, columns);
    await keepWords(db, table, columns, 'new.search_vector');
    await sql
      .raw(
        `insert into search_words (kind, word)
         select distinct '${table}', unnest(tsvector_to_array(search_vector)) from ${table} on conflict do nothing`,
      )
      .execute(db);
  }
  for (const [table, columns] of Object.entries(ADDED)) await addDocumentTable(db, table, columns);
}

/** The searched text of some columns (of `row`), as one string. */
const document = (columns: string[], row = '') =>
  columns.map((c) => `coalesce(${row}${c}, '')`).join(` || ' ' || `);

/** A folded `simple` text search document of some columns (of `row`). */
const folded = (columns: string[], row = '') =>
  `to_tsvector('simple', search_fold(${document(columns, row)}))`;

/** The search column of 0004–0006 (PostgreSQL), its words now without accents. */
async function addFoldedDocument(db: Kysely<any>, table: string, columns: string[]) {
  await sql
    .raw(
      `alter table ${table} add column search_vector tsvector generated always as (${folded(columns)}) stored`,
    )
    .execute(db);
  await sql
    .raw(`create index ${table}_search_idx on ${table} using gin (search_vector) with (fastupdate = off)`)
    .execute(db);
}

/** A trigger adding the words of `words` (a tsvector of the written row) to `search_words`. */
async function keepWords(db: Kysely<any>, table: string, columns: string[], words: string) {
  await sql
    .raw(
      `create function ${table}_search_words() returns trigger language plpgsql as $$ begin
         insert into search_words (kind, word) select '${table}', unnest(tsvector_to_array(${words}))
         on conflict do nothing;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_search_words after insert or update of ${columns.join(', ')} on ${table}
       for each row execute function ${table}_search_words()`,
    )
    .execute(db);
}

/** `<table>_search`: the table's documents, one row per item, kept by a trigger, with their words. */
async function addDocumentTable(db: Kysely<any>, table: string, columns: string[]) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run(
    `create table ${table}_search (id integer primary key references ${table} (id) on delete cascade, document tsvector not null)`,
  );
  await run(
    `create index ${table}_search_idx on ${table}_search using gin (document) with (fastupdate = off)`,
  );
  await run(`create function ${table}_search_document() returns trigger language plpgsql as $$
    declare doc tsvector := ${folded(columns, 'new.')};
    begin
      insert into ${table}_search (id, document) values (new.id, doc)
      on conflict (id) do update set document = excluded.document;
      insert into search_words (kind, word) select '${table}', unnest(tsvector_to_array(doc))
      on conflict do nothing;
      return null;
    end $$`);
  await run(`create trigger ${table}_search_document after insert or update of ${columns.join(', ')} on ${table}
    for each row execute function ${table}_search_document()`);
  await run(`insert into ${table}_search (id, document) select id, ${folded(columns)} from ${table}`);
  await run(`insert into search_words (kind, word)
    select distinct '${table}', unnest(tsvector_to_array(document)) from ${table}_search on conflict do nothing`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const table of SEARCHED) await sql.raw(`drop table if exists ${table}_fts_words`).execute(db);
    for (const table of Object.keys(ADDED)) await dropTextSearch(db, table);
    return;
  }
  for (const table of Object.keys(ADDED)) {
    await sql.raw(`drop table if exists ${table}_search`).execute(db);
    await sql.raw(`drop trigger if exists ${table}_search_document on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${table}_search_document()`).execute(db);
  }
  for (const table of Object.keys(FOLDED)) {
    await sql.raw(`drop trigger if exists ${table}_search_words on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${table}_search_words()`).execute(db);
  }
  await sql.raw(`drop table if exists search_words`).execute(db);
}

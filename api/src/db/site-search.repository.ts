/**
 * The site search: one kind of item at a time (stories, news, songs, reels, products, members),
 * over the text indexes of migrations 0004–0007 and 0013, on SQLite and PostgreSQL alike.
 *
 * Each word of the query must match the start of a word of the item (`searchTerms`: letters and
 * digits only, so search syntax is plain text). The newest `CANDIDATES` matches everyone may see
 * are read in id order from the index (a page's cost stays flat as the table grows), then ranked
 * here: the more words start a word of the title, the higher; recent items first among equals.
 * When nothing matches as typed, a word of `TYPO_MIN` letters or more may differ by one letter
 * (one changed, added, dropped, or two swapped): SQLite looks its near neighbours up among the
 * index's words (the `_fts_words` tables, same first two letters), PostgreSQL in the titles'
 * trigram indexes. Both databases index words without case or accents (`fold`).
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SiteSearchAnswer, SiteSearchHit } from 'shared-ui/contracts/forms';
import type { Database } from './schema.ts';
import { fold, searchTerms } from './search.ts';

/** The searched kinds. */
export type SearchKind = 'articles' | 'news' | 'songs' | 'reels' | 'products' | 'members';

/** Matches read and ranked per search; `total` counts up to this. */
export const CANDIDATES = 200;
/** The shortest word a typo is forgiven in. */
export const TYPO_MIN = 5;
const SNIPPET = 160;
const TITLE = 200;
/** Broad on PostgreSQL: at least this many matches (see `matchesInIdOrder` in ./search.ts). */
const BROAD_MATCHES = 1000;
/** Near neighbours kept per misspelt word. */
const NEIGHBOURS = 10;

/** How a kind is read: its table (`t`), the hit's columns as SQL, who may see it, its document. */
interface KindSql {
  table: 'articles' | 'news' | 'songs' | 'reels' | 'products' | 'users';
  title: string;
  snippet: string;
  picture: string;
  date: string;
  join?: string;
  /** The rows everyone may see (`today` for the products' expiry). */
  visible: (today: string) => RawBuilder<SqlBool>;
  /** PostgreSQL: the indexed tsvector (a column, or the expression of 0013's index). */
  document: string;
}

const everyone = () => sql<SqlBool>`1 = 1`;
/** A song or reel being processed is its owner's alone (db/songs.repository.ts, db/reels.repository.ts). */
const songShown = () => sql<SqlBool>`t.moderation is null and t.media_state <> 'processing'`;
const reelShown = () =>
  sql<SqlBool>`t.moderation is null and (t.media_state = 'ready' or (t.media_state = 'failed' and t.video not like '%.mov'))`;

const KINDS: Record<SearchKind, KindSql> = {
  articles: {
    table: 'articles',
    title: 't.article_name',
    snippet: 't.description',
    picture: 't.image_url1',
    date: 't.created_at',
    visible: () => sql<SqlBool>`t.status = 'published' and t.moderation is null`,
    document: 't.search_vector',
  },
  news: {
    table: 'news',
    title: 't.name',
    snippet: 't.short_description',
    picture: 't.image_1',
    date: 't.launches_on',
    visible: everyone,
    document:
      "to_tsvector('simple', search_fold(coalesce(t.name, '') || ' ' || coalesce(t.short_description, '') || ' ' || coalesce(t.full_description, '')))",
  },
  songs: {
    table: 'songs',
    title: 't.song_title',
    snippet: 't.song_artist',
    picture: 't.song_image',
    date: 't.created_on',
    visible: songShown,
    document: 't.search_vector',
  },
  reels: {
    table: 'reels',
    title: 't.description',
    snippet: 't.description',
    picture: 'null',
    date: 't.created_at',
    visible: reelShown,
    document: "to_tsvector('simple', search_fold(coalesce(t.description, '')))",
  },
  products: {
    table: 'products',
    title: 't.product_name',
    snippet: 't.description',
    picture: 't.image_1',
    date: 't.created_at',
    // Live (expiring today or later) and not hidden, as the marketplace's list.
    visible: (today) => sql<SqlBool>`t.expiry_date >= ${today} and t.moderation is null`,
    document: 't.search_vector',
  },
  members: {
    table: 'users',
    title: 't.username',
    snippet: "coalesce(p.career, '')",
    picture: 'p.profile_image',
    date: 't.created_at',
    join: 'left join profiles p on p.user_id = t.id',
    visible: everyone,
    document: "to_tsvector('simple', search_fold(coalesce(t.username, '')))",
  },
};

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

type Row = { id: number; title: string; snippet: string | null; picture: string | null; date: string };

/** The best `limit` items of `kind` matching `query`, and how many match (up to `CANDIDATES`). */
export async function searchSite(
  db: Kysely<Database>,
  kind: SearchKind,
  query: string,
  options: { limit: number; today: string },
): Promise<SiteSearchAnswer> {
  // Without case or accents, as both databases index the items.
  const terms = searchTerms(query).map(fold);
  if (terms.length === 0) return { total: 0, items: [] };
  const k = KINDS[kind];
  const visible = k.visible(options.today);
  let rows = isSqlite(db)
    ? await sqliteMatches(db, k, visible, ftsQuery(terms.map((term) => [`"${term}"*`])))
    : await postgresMatches(db, k, visible, terms);
  if (rows.length === 0 && terms.some((term) => term.length >= TYPO_MIN)) {
    rows = isSqlite(db)
      ? await sqliteNearMatches(db, k, visible, terms)
      : await postgresNearMatches(db, k, visible, terms);
  }
  return { total: rows.length, items: ranked(rows, terms).slice(0, options.limit).map(toHit) };
}

/** More of the query's words starting a word of the title first; then the most recent. */
function ranked(rows: Row[], terms: string[]): Row[] {
  const score = (row: Row) => {
    const words = fold(row.title).match(/[\p{L}\p{N}]+/gu) ?? [];
    return terms.filter((term) => words.some((word) => word.startsWith(term))).length;
  };
  const scored = rows.map((row) => ({ row, score: score(row) }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.row.date < b.row.date ? 1 : a.row.date > b.row.date ? -1 : 0) ||
      b.row.id - a.row.id,
  );
  return scored.map(({ row }) => row);
}

const toHit = (row: Row): SiteSearchHit => ({
  id: Number(row.id),
  title: row.title,
  snippet: (row.snippet ?? '').slice(0, SNIPPET),
  picture: row.picture ?? null,
  date: String(row.date),
});

/** The hit's columns (title and snippet cut short in the database: texts can be long). */
const columns = (k: KindSql) =>
  sql.raw(
    `t.id as id, substr(${k.title}, 1, ${TITLE}) as title, substr(${k.snippet}, 1, ${SNIPPET}) as snippet, ` +
      `${k.picture} as picture, ${k.date} as date`,
  );

/** An FTS5 query: each group's alternatives, every group required. */
const ftsQuery = (groups: string[][]) =>
  groups.map((group) => (group.length === 1 ? group[0] : `(${group.join(' OR ')})`)).join(' ');

/** SQLite: the newest visible matches of an FTS5 query, read from the index in id order. */
async function sqliteMatches(
  db: Kysely<Database>,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  match: string,
): Promise<Row[]> {
  const fts = `${k.table}_fts`;
  const { rows } = await sql<Row>`
    select ${columns(k)} from ${sql.table(fts)} as m
    join ${sql.table(k.table)} as t on t.id = m.rowid ${sql.raw(k.join ?? '')}
    where ${sql.ref(`m.${fts}`)} match ${match} and ${visible}
    order by m.rowid desc limit ${CANDIDATES}`.execute(db);
  return rows;
}

/** SQLite: as typed, but each long word may be one of its near neighbours in the index. */
async function sqliteNearMatches(
  db: Kysely<Database>,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  terms: string[],
): Promise<Row[]> {
  const groups: string[][] = [];
  for (const term of terms) {
    if (term.length < TYPO_MIN) {
      groups.push([`"${term}"*`]);
      continue;
    }
    const start = term.slice(0, 2);
    const { rows } = await sql<{ term: string }>`
      select term from ${sql.table(`${k.table}_fts_words`)}
      where term >= ${start} and term < ${`${start}\u{10ffff}`}`.execute(db);
    const near = rows
      .map((row) => row.term)
      .filter((word) => isNear(term, word))
      .slice(0, NEIGHBOURS);
    if (near.length === 0) return [];
    groups.push(near.map((word) => `"${word}"`));
  }
  return sqliteMatches(db, k, visible, ftsQuery(groups));
}

/** PostgreSQL: the newest visible matches of every word as a word start. */
async function postgresMatches(
  db: Kysely<Database>,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  terms: string[],
): Promise<Row[]> {
  const matches = sql<SqlBool>`${sql.raw(k.document)} @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`;
  // The GIN index cannot be read in id order: a broad word walks the rows newest first, a rare
  // one collects its few matches from the index (`t.id + 0` keeps the primary key's index out).
  const probe = await sql<{ n: number | string }>`
    select count(*) as n from (select 1 from ${sql.table(k.table)} as t where ${matches} limit ${BROAD_MATCHES}) as probe`.execute(
    db,
  );
  const broad = Number(probe.rows[0]?.n ?? 0) >= BROAD_MATCHES;
  const { rows } = await sql<Row>`
    select ${columns(k)} from ${sql.table(k.table)} as t ${sql.raw(k.join ?? '')}
    where ${matches} and ${visible}
    order by ${sql.raw(broad ? 't.id' : 't.id + 0')} desc limit ${CANDIDATES}`.execute(db);
  return rows;
}

/** The schema pg_trgm lives in (migration 0013), looked up once per database. */
const trigramSchemas = new WeakMap<object, Promise<string>>();

function trigramSchema(db: Kysely<Database>): Promise<string> {
  const key = db.getExecutor().adapter;
  let schema = trigramSchemas.get(key);
  if (!schema) {
    schema = sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`
      .execute(db)
      .then(({ rows }) => rows[0]?.schema ?? 'public');
    trigramSchemas.set(key, schema);
  }
  return schema;
}

/** PostgreSQL: each long word close to a word of the title (pg_trgm), each short one as typed. */
async function postgresNearMatches(
  db: Kysely<Database>,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  terms: string[],
): Promise<Row[]> {
  const trgm = `"${await trigramSchema(db)}"`;
  const near = terms.filter((term) => term.length >= TYPO_MIN);
  const short = terms.filter((term) => term.length < TYPO_MIN);
  const conditions = near.map(
    (term) => sql<SqlBool>`${term} operator(${sql.raw(trgm)}.<%) search_fold(${sql.raw(k.title)})`,
  );
  if (short.length > 0) {
    conditions.push(
      sql<SqlBool>`${sql.raw(k.document)} @@ to_tsquery('simple', ${short.map((t) => `${t}:*`).join(' & ')})`,
    );
  }
  const { rows } = await sql<Row>`
    select ${columns(k)} from ${sql.table(k.table)} as t ${sql.raw(k.join ?? '')}
    where ${sql.join(conditions, sql` and `)} and ${visible}
    order by t.id desc limit ${CANDIDATES}`.execute(db);
  // The trigram index finds similar titles; keep those with a word one letter off.
  return rows.filter((row) => {
    const words = fold(row.title).match(/[\p{L}\p{N}]+/gu) ?? [];
    return near.every((term) => words.some((word) => isNear(term, word)));
  });
}

/** `word` is `term` with one letter off, or starts with such a misspelling of it. */
export function isNear(term: string, word: string): boolean {
  if (Math.abs(word.length - term.length) <= 1 && distance(term, word) <= 1) return true;
  return word.length > term.length && distance(term, word.slice(0, term.length)) <= 1;
}

/** Edits between two words (changed, added or dropped letters, two neighbours swapped). */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows[i] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The site search: one kind of item at a time (stories, news, songs, reels, products, members),
 * over the text indexes of migrations 0004–0007 and 0013, on SQLite and PostgreSQL alike.
 *
 * Each word of the query must match the start of a word of the item (`searchTerms`: letters and
 * digits only, so search syntax is plain text). The newest `CANDIDATES` matches everyone may see
 * are read in id order (a search's cost stays flat as the table grows), then ranked here: the
 * more words found in the title, the higher; recent items first among equals. When nothing
 * matches as typed, a word of `TYPO_MIN` letters or more may differ by one letter (one changed,
 * added, dropped, or two swapped): its near neighbours are looked up among the words of the
 * kind's documents sharing its first two letters (SQLite: the index's own, the `_fts_words`
 * tables; PostgreSQL: `search_words`), then matched as typed. Both databases index words without
 * case or accents (`fold`).
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { LRUCache } from 'lru-cache';
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
/**
 * PostgreSQL: the newest items walked first for matches, newest first. A broad word fills its
 * candidates among them; a rarer one is then looked up in the GIN index (which cannot be read in
 * id order) and its matches sorted. Cheaper than counting first: the planner cannot tell a
 * broad word start from a rare one, and a count it made with a table scan took 60 ms at 100k.
 */
const RECENT = 2000;
/** Near neighbours kept per misspelt word. */
const NEIGHBOURS = 10;
/** How long word lists are remembered at most (`forgetWords` empties them sooner). */
export const WORDS_KEPT_MS = 30_000;
/** Words remembered per database at most (a long word list costs a few bytes a word). */
const WORDS_KEPT = 300_000;

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
  /** PostgreSQL: the indexed tsvector, a column of the table or of `s`, its documents' table (0013). */
  document: string;
  documents?: string;
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
    document: 's.document',
    documents: 'join news_search s on s.id = t.id',
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
    document: 's.document',
    documents: 'join reels_search s on s.id = t.id',
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
    document: 's.document',
    documents: 'join users_search s on s.id = t.id',
  },
};

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** A candidate: what ranking reads. */
type Row = { id: number; title: string; date: string };
/** What a hit adds, read for the best candidates only. */
type Details = { id: number; snippet: string | null; picture: string | null };

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
  let rows = await matches(
    db,
    k,
    visible,
    terms.map((term) => ({ words: [term], start: true })),
  );
  // How a title word answers a query word: as typed, or (below) one letter off.
  let inTitle = (term: string, word: string) => word.startsWith(term);
  if (rows.length === 0 && terms.some((term) => term.length >= TYPO_MIN)) {
    rows = await nearMatches(db, kind, k, visible, terms);
    inTitle = (term, word) => word.startsWith(term) || (term.length >= TYPO_MIN && isNear(term, word));
  }
  const best = ranked(rows, terms, inTitle).slice(0, options.limit);
  return { total: rows.length, items: await hits(db, k, best) };
}

/** Words of a text, without case or accents (most titles need no unicode folding). */
const wordsOf = (text: string) =>
  (/[^ -~]/.test(text) ? fold(text) : text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];

/** More of the query's words found in the title first; then the most recent. */
function ranked(rows: Row[], terms: string[], inTitle: (term: string, word: string) => boolean): Row[] {
  const score = (row: Row) => {
    const words = wordsOf(row.title);
    return terms.filter((term) => words.some((word) => inTitle(term, word))).length;
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

/** The hits of the best candidates, in their order, with their snippets and pictures. */
async function hits(db: Kysely<Database>, k: KindSql, best: Row[]): Promise<SiteSearchHit[]> {
  if (best.length === 0) return [];
  const { rows } = await sql<Details>`
    select t.id as id, ${sql.raw(`substr(${k.snippet}, 1, ${SNIPPET})`)} as snippet, ${sql.raw(k.picture)} as picture
    from ${sql.table(k.table)} as t ${sql.raw(k.join ?? '')}
    where t.id in (${sql.join(best.map((row) => row.id))})`.execute(db);
  const details = new Map(rows.map((row) => [Number(row.id), row]));
  return best.map((row) => {
    const more = details.get(Number(row.id));
    return {
      id: Number(row.id),
      title: row.title,
      snippet: (more?.snippet ?? '').slice(0, SNIPPET),
      picture: more?.picture ?? null,
      date: String(row.date),
    };
  });
}

/** A candidate's columns (the title cut short in the database: texts can be long). */
const columns = (k: KindSql) =>
  sql.raw(`t.id as id, substr(${k.title}, 1, ${TITLE}) as title, ${k.date} as date`);

/** What a query word matches: any of `words`, as a word or (`start`) a word's start. */
interface Group {
  words: string[];
  start: boolean;
}

/** The newest visible items matching every group. */
const matches = (db: Kysely<Database>, k: KindSql, visible: RawBuilder<SqlBool>, groups: Group[]) =>
  isSqlite(db) ? sqliteMatches(db, k, visible, groups) : postgresMatches(db, k, visible, groups);

/** SQLite: the newest visible matches, read from the FTS5 index in id order. */
async function sqliteMatches(
  db: Kysely<Database>,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  groups: Group[],
): Promise<Row[]> {
  const fts = `${k.table}_fts`;
  const match = groups
    .map(({ words, start }) => {
      const alternatives = words.map((word) => `"${word}"${start ? '*' : ''}`);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
    })
    .join(' ');
  const { rows } = await sql<Row>`
    select ${columns(k)} from ${sql.table(fts)} as m
    join ${sql.table(k.table)} as t on t.id = m.rowid ${sql.raw(k.join ?? '')}
    where ${sql.ref(`m.${fts}`)} match ${match} and ${visible}
    order by m.rowid desc limit ${CANDIDATES}`.execute(db);
  return rows;
}

/** PostgreSQL: the newest visible matches, walking the newest items first (see `RECENT`). */
async function postgresMatches(
  db: Kysely<Database>,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  groups: Group[],
): Promise<Row[]> {
  const query = groups
    .map(({ words, start }) => `(${words.map((word) => `${word}${start ? ':*' : ''}`).join(' | ')})`)
    .join(' & ');
  const from = sql.raw(`${k.table} as t ${k.documents ?? ''} ${k.join ?? ''}`);
  const where = sql<SqlBool>`${sql.raw(k.document)} @@ to_tsquery('simple', ${query}) and ${visible}`;
  // A value, not a subquery: the planner then knows how few rows the newest are. On the
  // documents' table too, or a join could walk all of it for a word it never finds.
  const last = await sql<{ id: number | null }>`select max(id) as id from ${sql.table(k.table)}`.execute(db);
  const newest = (last.rows[0]?.id ?? 0) - RECENT;
  const recent = await sql<Row>`
    select ${columns(k)} from ${from}
    where ${where} and t.id > ${newest} ${k.documents ? sql`and s.id > ${newest}` : sql``}
    order by t.id desc limit ${CANDIDATES}`.execute(db);
  if (recent.rows.length === CANDIDATES) return recent.rows;
  // `t.id + 0` is the same order without the primary key's index, so the planner takes the GIN index.
  const { rows } = await sql<Row>`
    select ${columns(k)} from ${from} where ${where}
    order by t.id + 0 desc limit ${CANDIDATES}`.execute(db);
  return rows;
}

/** As typed, but each long word may be one of its near neighbours among the kind's words. */
async function nearMatches(
  db: Kysely<Database>,
  kind: SearchKind,
  k: KindSql,
  visible: RawBuilder<SqlBool>,
  terms: string[],
): Promise<Row[]> {
  const groups: Group[] = [];
  for (const term of terms) {
    if (term.length < TYPO_MIN) {
      groups.push({ words: [term], start: true });
      continue;
    }
    const near: string[] = [];
    for (const word of await wordsStarting(db, kind, k, term.slice(0, 2))) {
      if (isNear(term, word) && near.push(word) === NEIGHBOURS) break;
    }
    if (near.length === 0) return [];
    groups.push({ words: near, start: false });
  }
  return matches(db, k, visible, groups);
}

/**
 * Word lists, by database: `kind start` → the words of the kind's documents beginning with
 * `start`. On SQLite `fts5vocab` reads every posting of the words it lists (a word in every
 * item costs a pass over them all), so a list read is remembered, for `WORDS_KEPT_MS` at most
 * and until a write to its kind (`forgetWords`); PostgreSQL's `search_words` is cheaper, but a
 * list of thousands of words is still worth keeping. A word added meanwhile is found as typed
 * at once, and with a typo once the list is read again; a word gone is harmless (nothing
 * matches it).
 */
const wordLists = new WeakMap<object, LRUCache<string, string[]>>();

function wordListsOf(db: Kysely<Database>): LRUCache<string, string[]> {
  const key = db.getExecutor().adapter;
  let lists = wordLists.get(key);
  if (!lists) {
    lists = new LRUCache<string, string[]>({
      maxSize: WORDS_KEPT,
      sizeCalculation: (words) => words.length + 1,
      ttl: WORDS_KEPT_MS,
    });
    wordLists.set(key, lists);
  }
  return lists;
}

/** Only letters and digits, as the query's words: safe in an FTS5 or tsquery query. */
const plainWord = /^[\p{L}\p{N}]+$/u;

/** The words of `kind`'s documents beginning with `start`. */
async function wordsStarting(db: Kysely<Database>, kind: SearchKind, k: KindSql, start: string) {
  const lists = wordListsOf(db);
  const key = `${kind} ${start}`;
  const kept = lists.get(key);
  if (kept) return kept;
  const end = `${start}\u{10ffff}`;
  const { rows } = isSqlite(db)
    ? await sql<{ word: string }>`
        select term as word from ${sql.table(`${k.table}_fts_words`)} where term >= ${start} and term < ${end}`.execute(
        db,
      )
    : await sql<{ word: string }>`
        select word from search_words where kind = ${k.table} and word >= ${start} and word < ${end}`.execute(
        db,
      );
  const words = rows.map((row) => row.word).filter((word) => plainWord.test(word));
  lists.set(key, words);
  return words;
}

/** Empties the word lists of some kinds (all of them without `kinds`) after a write. */
export function forgetWords(db: Kysely<Database>, kinds?: readonly SearchKind[]): void {
  const lists = wordLists.get(db.getExecutor().adapter);
  if (!lists) return;
  if (!kinds) return lists.clear();
  for (const key of [...lists.keys()]) {
    if (kinds.includes(key.slice(0, key.indexOf(' ')) as SearchKind)) lists.delete(key);
  }
}

/** `word` is `term` with one letter off, or starts with such a misspelling of it. */
export function isNear(term: string, word: string): boolean {
  if (withinOne(term, word)) return true;
  return word.length > term.length && withinOne(term, word.slice(0, term.length));
}

/**
 * At most one edit apart: a letter changed, added or dropped, or two neighbours swapped. One
 * pass (word lists can be long): past the first difference the rest must be equal, but for
 * the letter skipped or swapped.
 */
function withinOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  if (i === a.length || a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Text search over a table indexed by `createTextSearch` (migrations/lib):
 * one module for both databases. Every word of the query must match the
 * start of a word in the document (so 'kaya fore' finds 'Kaya forests').
 */
import {
  sql,
  SqliteAdapter,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

/** Any Kysely instance: only its dialect is looked at. */
type AnyDb = Pick<Kysely<never>, 'getExecutor'>;

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** The query's words: letters and digits only, so no search syntax can be injected. */
export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .map((term) => term.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERMS);
}

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;
const ftsQuery = (terms: string[]) => terms.map((term) => `"${term}"*`).join(' ');
/** A word without case or accents ('Nyímbo' → 'nyimbo'), as both databases index it (migration 0013). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const tsQuery = (terms: string[]) => terms.map((term) => `${fold(term)}:*`).join(' & ');

/**
 * A condition true for the rows of `table` that match `query`, or null when the
 * query has no words (the caller then lists without searching). For searches
 * ordered by another column (price, likes).
 */
export function whereTextMatches(
  db: AnyDb,
  table: string,
  query: string | undefined,
): Expression<SqlBool> | null {
  const terms = searchTerms(query ?? '');
  if (terms.length === 0) return null;
  if (isSqlite(db)) {
    const fts = sql.table(`${table}_fts`);
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsQuery(terms)})`;
  }
  return sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ to_tsquery('simple', ${tsQuery(terms)})`;
}

/** At least this many matches make a word broad (PostgreSQL): see `matchesInIdOrder`. */
const BROAD_MATCHES = 1000;

/**
 * Narrows `select` (rows of `table`) to those matching `query` in id order,
 * newest first unless `direction` is 'asc', or answers null when the query has
 * no words. Ids are given in creation order, so this is the listing-time order.
 *
 * Unlike a `whereTextMatches` condition, this keeps a page's cost flat as the
 * table grows. On SQLite the search index drives the query in id order and a
 * page stops after its rows. PostgreSQL cannot read its GIN index in order, and
 * its planner cannot tell a broad word from a rare one, so one capped count
 * decides: a broad word walks the rows newest first (matches come soon); a rare
 * one collects its few matches from the index and sorts them.
 *
 * Add further conditions after this call, and no other order before it. Name
 * columns with their table (`products.category`): on SQLite the joined index has
 * columns of the same names.
 */
export async function matchesInIdOrder<DB, TB extends keyof DB, O>(
  db: AnyDb,
  select: SelectQueryBuilder<DB, TB, O>,
  table: string,
  query: string | undefined,
  direction: 'asc' | 'desc' = 'desc',
): Promise<SelectQueryBuilder<DB, TB, O> | null> {
  const terms = searchTerms(query ?? '');
  if (terms.length === 0) return null;
  // The joined index is not part of DB's type; the answer keeps `select`'s own type.
  const untyped = select as unknown as SelectQueryBuilder<Record<string, Record<string, unknown>>, string, O>;
  const id = sql.ref(`${table}.id`);
  if (isSqlite(db)) {
    const fts = `${table}_fts`;
    return untyped
      .innerJoin(sql.table(fts).as('text_match'), (join) => join.on(sql<SqlBool>`text_match.rowid = ${id}`))
      .where(sql<SqlBool>`${sql.ref(`text_match.${fts}`)} match ${ftsQuery(terms)}`)
      .orderBy(sql`text_match.rowid`, direction) as unknown as SelectQueryBuilder<DB, TB, O>;
  }
  const matches = sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ to_tsquery('simple', ${tsQuery(terms)})`;
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (select 1 from ${sql.table(table)} where ${matches} limit ${BROAD_MATCHES}) as probe`.execute(
    db,
  );
  const broad = Number(rows[0]?.n ?? 0) >= BROAD_MATCHES;
  // `id + 0` is the same order without the primary key's index, so the planner takes the GIN index.
  return untyped
    .where(matches)
    .orderBy(broad ? id : sql`${id} + 0`, direction) as unknown as SelectQueryBuilder<DB, TB, O>;
}

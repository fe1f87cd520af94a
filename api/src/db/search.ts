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
const tsQuery = (terms: string[]) => terms.map((term) => `${term}:*`).join(' & ');

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

/**
 * Narrows `select` (rows of `table`) to those matching `query` in id order,
 * newest first unless `direction` is 'asc', or answers null when the query has
 * no words. Ids are given in creation order, so this is the listing-time order.
 *
 * Unlike a `whereTextMatches` condition, the search index drives the query: a
 * page stops after its rows instead of collecting every match and sorting
 * them, which is what keeps a broad word fast at 100k rows. Add further
 * conditions after this call, and no other order before it. Name columns with
 * their table (`products.category`): the joined index has columns of the same names.
 */
export function matchesInIdOrder<DB, TB extends keyof DB, O>(
  db: AnyDb,
  select: SelectQueryBuilder<DB, TB, O>,
  table: string,
  query: string | undefined,
  direction: 'asc' | 'desc' = 'desc',
): SelectQueryBuilder<DB, TB, O> | null {
  const terms = searchTerms(query ?? '');
  if (terms.length === 0) return null;
  // The joined index is not part of DB's type; the answer keeps `select`'s own type.
  const untyped = select as unknown as SelectQueryBuilder<Record<string, Record<string, unknown>>, string, O>;
  if (isSqlite(db)) {
    const fts = `${table}_fts`;
    return untyped
      .innerJoin(sql.table(fts).as('text_match'), (join) =>
        join.on(sql<SqlBool>`text_match.rowid = ${sql.ref(`${table}.id`)}`),
      )
      .where(sql<SqlBool>`${sql.ref(`text_match.${fts}`)} match ${ftsQuery(terms)}`)
      .orderBy(sql`text_match.rowid`, direction) as unknown as SelectQueryBuilder<DB, TB, O>;
  }
  return untyped
    .where(sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ to_tsquery('simple', ${tsQuery(terms)})`)
    .orderBy(sql.ref(`${table}.id`), direction) as unknown as SelectQueryBuilder<DB, TB, O>;
}

/**
 * Text search over a table indexed by `createTextSearch` (migrations/lib):
 * one function for both databases. Every word of the query must match the
 * start of a word in the document (so 'kaya fore' finds 'Kaya forests').
 */
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';

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

/**
 * A condition true for the rows of `table` that match `query`, or null when the
 * query has no words (the caller then lists without searching).
 */
export function whereTextMatches(
  db: AnyDb,
  table: string,
  query: string | undefined,
): Expression<SqlBool> | null {
  const terms = searchTerms(query ?? '');
  if (terms.length === 0) return null;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const match = terms.map((term) => `"${term}"*`).join(' ');
    const fts = sql.table(`${table}_fts`);
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${fts} where ${fts} match ${match})`;
  }
  const tsquery = terms.map((term) => `${term}:*`).join(' & ');
  return sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ to_tsquery('simple', ${tsquery})`;
}

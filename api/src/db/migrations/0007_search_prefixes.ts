import type { Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, isSqlite } from './lib/schema-helpers.ts';

/** The searched tables and their searched columns, as 0004–0006 created them. */
const SEARCHED = {
  articles: ['article_name', 'description'],
  songs: ['song_title', 'song_artist'],
  products: ['product_name', 'description', 'location', 'category'],
};

/**
 * Word starts of 1 to 8 letters, the ones people type, are read from FTS5 prefix indexes (SQLite),
 * so a search for a common start stays fast at 100k rows (bench: 'Cost of growth'). The indexes
 * take about four times the room of the word index alone. PostgreSQL is unchanged.
 */
export const PREFIX_LENGTHS = [1, 2, 3, 4, 5, 6, 7, 8];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) return;
  for (const [table, columns] of Object.entries(SEARCHED)) {
    await dropTextSearch(db, table);
    await createTextSearch(db, table, columns, { prefixLengths: PREFIX_LENGTHS });
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) return;
  for (const [table, columns] of Object.entries(SEARCHED)) {
    await dropTextSearch(db, table);
    await createTextSearch(db, table, columns);
  }
}

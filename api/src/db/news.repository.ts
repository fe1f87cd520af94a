import type { Kysely } from 'kysely';
import type { NewNews, News } from './news.table.ts';
import type { Database } from './schema.ts';

/** All news, the latest launch first. */
export function listNews(db: Kysely<Database>): Promise<News[]> {
  return db.selectFrom('news').selectAll().orderBy('launches_on', 'desc').orderBy('id', 'desc').execute();
}

export async function insertNews(db: Kysely<Database>, items: NewNews[]): Promise<void> {
  if (items.length > 0) await db.insertInto('news').values(items).execute();
}

export async function hasAnyNews(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('news').select('id').limit(1).executeTakeFirst()) !== undefined;
}

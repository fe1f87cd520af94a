import type { Kysely, Updateable } from 'kysely';
import type { NewNews, News, NewsTable } from './news.table.ts';
import type { Database } from './schema.ts';

/** All news, the latest launch first. */
export function listNews(db: Kysely<Database>): Promise<News[]> {
  return db.selectFrom('news').selectAll().orderBy('launches_on', 'desc').orderBy('id', 'desc').execute();
}

export async function insertNews(db: Kysely<Database>, items: NewNews[]): Promise<void> {
  if (items.length > 0) await db.insertInto('news').values(items).execute();
}

export function findNews(db: Kysely<Database>, id: number): Promise<News | undefined> {
  return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
}

export function createNews(db: Kysely<Database>, item: NewNews): Promise<News> {
  return db.insertInto('news').values(item).returningAll().executeTakeFirstOrThrow();
}

/** Changes the given fields; undefined when there is no such item. */
export async function updateNews(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<NewsTable>,
): Promise<News | undefined> {
  if (Object.keys(changes).length === 0) return findNews(db, id);
  return db.updateTable('news').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** True when an item was deleted. */
export async function deleteNews(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

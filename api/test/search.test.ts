import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql, type Generated, type Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, withId } from '../src/db/migrations/lib/schema-helpers.ts';
import { searchTerms, whereTextMatches } from '../src/db/search.ts';
import { buildTestApp } from './helpers.ts';

interface ProbeDb {
  probe: { id: Generated<number>; title: string; body: string | null };
}

test('search terms keep letters and digits only', () => {
  assert.deepEqual(searchTerms('Kaya  "forest" OR 2026*'), ['kaya', 'forest', 'or', '2026']);
  assert.deepEqual(searchTerms('  ()  '), []);
  assert.deepEqual(searchTerms('Gĩriama'), ['gĩriama']);
});

test('text search matches word prefixes on SQLite and PostgreSQL, and follows updates and deletes', async (t) => {
  const app = await buildTestApp(t);
  const db = app.db as unknown as Kysely<ProbeDb>;
  await withId(db, db.schema.createTable('probe'))
    .addColumn('title', 'text')
    .addColumn('body', 'text')
    .execute();
  await createTextSearch(db, 'probe', ['title', 'body']);

  await db
    .insertInto('probe')
    .values([
      { title: 'Kaya forests', body: 'Sacred groves of the Mijikenda' },
      { title: 'Giriama music', body: 'Kayamba rattles and drums' },
      { title: 'Market day', body: null },
    ])
    .execute();
  const find = async (query: string) => {
    const condition = whereTextMatches(db, 'probe', query);
    const rows = await db
      .selectFrom('probe')
      .select('title')
      .$if(condition !== null, (qb) => qb.where(condition!))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.title);
  };

  assert.deepEqual(await find('kaya'), ['Kaya forests', 'Giriama music']);
  assert.deepEqual(await find('kaya fore'), ['Kaya forests']);
  assert.deepEqual(await find('DRUMS'), ['Giriama music']);
  assert.deepEqual(await find('"); drop table probe; --'), []);
  assert.equal((await find('')).length, 3, 'no words: no filter');

  await db
    .updateTable('probe')
    .set({ title: 'Rabai market day' })
    .where('title', '=', 'Market day')
    .execute();
  assert.deepEqual(await find('rabai'), ['Rabai market day']);
  await db.deleteFrom('probe').where('title', '=', 'Kaya forests').execute();
  assert.deepEqual(await find('sacred'), []);
  // The index goes with its table.
  await dropTextSearch(db, 'probe');
  await db.schema.dropTable('probe').execute();
  assert.equal((await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0]?.n, 1);
});

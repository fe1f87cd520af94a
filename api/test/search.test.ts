import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { sql, type Generated, type Kysely } from 'kysely';
import { createTextSearch, dropTextSearch, withId } from '../src/db/migrations/lib/schema-helpers.ts';
import { matchesInIdOrder, searchTerms, whereTextMatches } from '../src/db/search.ts';
import { buildTestApp } from './helpers.ts';

interface ProbeDb {
  probe: { id: Generated<number>; title: string; body: string | null };
}

/** A test app with a `probe` table searched over title and body. */
async function probeDb(t: TestContext, options?: { prefixLengths?: number[] }): Promise<Kysely<ProbeDb>> {
  const app = await buildTestApp(t);
  const db = app.db as unknown as Kysely<ProbeDb>;
  await withId(db, db.schema.createTable('probe'))
    .addColumn('title', 'text')
    .addColumn('body', 'text')
    .execute();
  await createTextSearch(db, 'probe', ['title', 'body'], options);
  return db;
}

test('search terms keep letters and digits only', () => {
  assert.deepEqual(searchTerms('Kaya  "forest" OR 2026*'), ['kaya', 'forest', 'or', '2026']);
  assert.deepEqual(searchTerms('  ()  '), []);
  assert.deepEqual(searchTerms('Gĩriama'), ['gĩriama']);
});

test('text search matches word prefixes on SQLite and PostgreSQL, and follows updates and deletes', async (t) => {
  const db = await probeDb(t);

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

test('a search in id order pages through matches newest first (or oldest), with further conditions', async (t) => {
  // With prefix indexes (migration 0007) the answers are the same.
  const db = await probeDb(t, { prefixLengths: [1, 2, 3] });
  await db
    .insertInto('probe')
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        title: `${index % 3 === 0 ? 'Kaya' : 'Market'} ${index}`,
        body: index % 2 === 0 ? 'even' : 'odd',
      })),
    )
    .execute();
  const page = async (
    query: string,
    options: { direction?: 'asc' | 'desc'; body?: string; offset?: number },
  ) => {
    const base = db.selectFrom('probe').select('probe.title');
    let select = await matchesInIdOrder(db, base, 'probe', query, options.direction);
    assert.ok(select, 'a query with words narrows the select');
    if (options.body) select = select.where('probe.body', '=', options.body);
    const rows = await select
      .limit(2)
      .offset(options.offset ?? 0)
      .execute();
    return rows.map((row) => row.title);
  };

  assert.deepEqual(await page('kaya', {}), ['Kaya 9', 'Kaya 6']);
  assert.deepEqual(await page('kaya', { offset: 2 }), ['Kaya 3', 'Kaya 0']);
  assert.deepEqual(await page('kaya', { offset: 4 }), []);
  assert.deepEqual(await page('kaya', { direction: 'asc' }), ['Kaya 0', 'Kaya 3']);
  assert.deepEqual(await page('ka', { body: 'even' }), ['Kaya 6', 'Kaya 0']);
  assert.deepEqual(await page('market odd', {}), ['Market 11', 'Market 7']);
  assert.equal(
    await matchesInIdOrder(db, db.selectFrom('probe'), 'probe', ' *" '),
    null,
    'no words: no search',
  );
  // A broad word (1000 matches and more) takes PostgreSQL's other path: same answers.
  await db
    .insertInto('probe')
    .values(Array.from({ length: 1000 }, (_, index) => ({ title: `Drum ${index}`, body: 'even' })))
    .execute();
  assert.deepEqual(await page('drum', {}), ['Drum 999', 'Drum 998']);
  assert.deepEqual(await page('drum', { direction: 'asc', offset: 1 }), ['Drum 1', 'Drum 2']);
  assert.deepEqual(await page('kaya', {}), ['Kaya 9', 'Kaya 6']);
  await dropTextSearch(db, 'probe');
  await db.schema.dropTable('probe').execute();
});

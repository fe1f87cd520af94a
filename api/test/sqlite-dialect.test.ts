import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { SqliteDatabaseAdapter, createSqliteDialect } from '../src/db/sqlite-dialect.ts';

interface Notes {
  notes: { id: Generated<number>; body: string };
}

async function openAdapter(t: TestContext, cacheSize?: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-sqlite-'));
  const adapter = new SqliteDatabaseAdapter(path.join(dir, 'test.db'), { cacheSize });
  const db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: adapter }) });
  t.after(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  return { adapter, db };
}

test('the same SQL reuses the prepared statement', async (t) => {
  const { adapter, db } = await openAdapter(t);
  assert.equal(adapter.prepare('select 1 as one'), adapter.prepare('select 1 as one'));

  const before = adapter.cacheStats;
  const query = (body: string) => db.selectFrom('notes').selectAll().where('body', '=', body).execute();
  await query('a');
  await query('b');
  await query('c');
  const after = adapter.cacheStats;
  assert.equal(after.misses - before.misses, 1, 'prepared once');
  assert.equal(after.hits - before.hits, 2, 'reused twice, whatever the parameters');
});

test('the statement cache drops the least recently used statement when full', async (t) => {
  const { adapter } = await openAdapter(t, 2);
  const first = adapter.prepare('select 1');
  adapter.prepare('select 2');
  assert.equal(adapter.prepare('select 1'), first, 'still cached, now the most recent');
  adapter.prepare('select 3');
  assert.equal(adapter.cacheStats.size, 2);
  assert.equal(adapter.prepare('select 1'), first, 'select 2 was dropped, not select 1');
  const misses = adapter.cacheStats.misses;
  adapter.prepare('select 2');
  assert.equal(adapter.cacheStats.misses, misses + 1);
});

test('reads, writes and a transaction rollback go through Kysely', async (t) => {
  const { db } = await openAdapter(t);
  const inserted = await db
    .insertInto('notes')
    .values({ body: 'kept' })
    .returning('id')
    .executeTakeFirstOrThrow();
  assert.equal(inserted.id, 1);
  const result = await db.insertInto('notes').values({ body: 'second' }).executeTakeFirstOrThrow();
  assert.equal(result.insertId, 2n);

  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ body: 'rolled back' }).execute();
      throw new Error('abort');
    }),
    /abort/,
  );
  const bodies = (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body);
  assert.deepEqual(bodies, ['kept', 'second']);
});

test('the database runs in WAL mode with foreign keys enforced', async (t) => {
  const { db } = await openAdapter(t);
  const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
  assert.equal(journal.rows[0]?.journal_mode, 'wal');
  const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  assert.equal(foreignKeys.rows[0]?.foreign_keys, 1);
});

test('a transaction SQLite ended itself (a full disk) fails with its own error, not the rollback’s', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-sqlite-'));
  const db = new Kysely<Notes>({ dialect: createSqliteDialect(path.join(dir, 'test.db')) });
  t.after(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });
  await db.schema.createTable('notes').addColumn('id', 'integer').addColumn('body', 'text').execute();
  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ body: 'gone' }).execute();
      // As SQLite does on SQLITE_FULL or an I/O error: the transaction ends, and the error follows.
      await sql`rollback`.execute(trx);
      throw Object.assign(new Error('database or disk is full'), { errcode: 13 });
    }),
    /disk is full/,
  );
  assert.deepEqual(await db.selectFrom('notes').selectAll().execute(), []);
  await db.insertInto('notes').values({ body: 'kept' }).execute();
  assert.equal((await db.selectFrom('notes').selectAll().execute()).length, 1, 'the connection goes on');
});

/**
 * The media jobs' table (migration 0014): queued with their item's row, taken by one process
 * at a time under a lease it renews while the job runs. A job whose lease ran out (its process
 * died: a crash, `kill -9`) is taken again by any process. PostgreSQL takes a job with
 * `FOR UPDATE SKIP LOCKED` (runners never wait for each other); SQLite, whose writes run one
 * at a time, with one UPDATE … RETURNING.
 */
import type { Kysely, Transaction } from 'kysely';
import { isSqlite } from '../db/migrations/lib/schema-helpers.ts';
import type { Database } from '../db/schema.ts';
import type { ItemKind, MediaJobRow } from './media.table.ts';

/** The one task a song or reel has: every copy and the duration, stored together. */
export const COPIES_TASK = 'copies';

/**
 * The priority of a member's new upload: its owner waits for it to be public, so it is taken
 * before the copies of items stored before (the demo content's, `media:process`'s: 0).
 */
export const UPLOAD_PRIORITY = 1;

/** Queues the copies of an item (nothing when it has a job already). */
export async function queueCopies(
  db: Kysely<Database> | Transaction<Database>,
  kind: ItemKind,
  itemId: number,
  now: Date,
  priority = 0,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .insertInto('media_jobs')
    .values({
      item_kind: kind,
      item_id: itemId,
      task: COPIES_TASK,
      run_after: at,
      priority,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.columns(['item_kind', 'item_id', 'task']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes the next job due (queued and past its `run_after`, or running with its lease run out)
 * for `worker` until `leaseUntil`, counting an attempt; undefined when none is due.
 */
export async function claimJob(
  db: Kysely<Database>,
  worker: string,
  now: Date,
  leaseUntil: Date,
): Promise<MediaJobRow | undefined> {
  const at = now.toISOString();
  const due = db
    .selectFrom('media_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', at)]),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', at)]),
      ]),
    )
    .orderBy('priority', 'desc')
    .orderBy('run_after')
    .orderBy('id')
    .limit(1);
  return db
    .updateTable('media_jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      lease_until: leaseUntil.toISOString(),
      taken_by: worker,
      updated_at: at,
    }))
    .where('id', '=', isSqlite(db) ? due : due.forUpdate().skipLocked())
    .returningAll()
    .executeTakeFirst();
}

/** Renews a job's lease and records its progress; false when it is no longer this worker's. */
export async function renewLease(
  db: Kysely<Database>,
  job: { id: number; worker: string },
  leaseUntil: Date,
  progress: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('media_jobs')
    .set({ lease_until: leaseUntil.toISOString(), progress, updated_at: now.toISOString() })
    .where('id', '=', job.id)
    .where('taken_by', '=', job.worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a job in `state` ('done' or 'failed') in the caller's transaction; false when not this worker's. */
export async function endJob(
  trx: Transaction<Database>,
  job: { id: number; worker: string },
  state: 'done' | 'failed',
  now: Date,
  error: string | null = null,
): Promise<boolean> {
  const result = await trx
    .updateTable('media_jobs')
    .set({
      state,
      progress: state === 'done' ? 100 : 0,
      lease_until: null,
      error,
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('taken_by', '=', job.worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Queues a job again after `runAfter` (a retry's backoff, or at once for a job given back). */
export async function requeueJob(
  db: Kysely<Database>,
  job: { id: number; worker: string },
  runAfter: Date,
  now: Date,
  options: { error?: string | null; giveBackAttempt?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('media_jobs')
    .set((eb) => ({
      state: 'queued',
      run_after: runAfter.toISOString(),
      lease_until: null,
      taken_by: null,
      updated_at: now.toISOString(),
      ...(options.error !== undefined ? { error: options.error } : {}),
      ...(options.giveBackAttempt ? { attempts: eb('attempts', '-', 1) } : {}),
    }))
    .where('id', '=', job.id)
    .where('taken_by', '=', job.worker)
    .where('state', '=', 'running')
    .execute();
}

/** How many jobs wait or run (media:process waits for none to be left). */
export async function countOpenJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('media_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/**
 * Gives back the running jobs of this machine's processes that are gone (a crash, `kill -9`),
 * so that a restarted server takes them at once instead of waiting for their leases to run out.
 * `taken_by` is `host:pid:…`; answers how many were given back.
 */
export async function releaseDeadHolders(
  db: Kysely<Database>,
  host: string,
  isAlive: (pid: number) => boolean,
  now: Date,
): Promise<number> {
  const running = await db
    .selectFrom('media_jobs')
    .select(['id', 'taken_by'])
    .where('state', '=', 'running')
    .where('taken_by', 'like', `${host}:%`)
    .execute();
  let released = 0;
  for (const job of running) {
    const pid = Number(job.taken_by?.slice(host.length + 1).split(':')[0]);
    if (!Number.isInteger(pid) || isAlive(pid)) continue;
    const result = await db
      .updateTable('media_jobs')
      .set({
        state: 'queued',
        run_after: now.toISOString(),
        lease_until: null,
        taken_by: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', job.id)
      .where('taken_by', '=', job.taken_by)
      .where('state', '=', 'running')
      .executeTakeFirst();
    released += Number(result.numUpdatedRows);
  }
  return released;
}

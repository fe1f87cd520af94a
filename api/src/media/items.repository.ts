/**
 * The songs' and reels' side of their copies: what a job reads of its item, and the writes
 * that name the copies (with the job's end, in one transaction), record progress, or record
 * a failure with a note to administrators.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newTicketNo } from '../db/tickets.repository.ts';
import type { ReelCopies, SongCopies } from './copies.ts';
import type { ItemKind, MediaProblem } from './media.table.ts';

export interface JobItem {
  /** The original's stored name. */
  original: string;
  owner: number;
  title: string;
}

/** The item a job is for; undefined once it is deleted. */
export async function findJobItem(
  db: Kysely<Database>,
  kind: ItemKind,
  id: number,
): Promise<JobItem | undefined> {
  if (kind === 'song') {
    const row = await db
      .selectFrom('songs')
      .select(['song_file as original', 'user_id as owner', 'song_title as title'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row;
  }
  return db
    .selectFrom('reels')
    .select(['video as original', 'user_id as owner', 'description as title'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Names the copies and makes the item ready (public); false when it is gone. */
export async function storeCopies(
  trx: Transaction<Database>,
  kind: ItemKind,
  id: number,
  copies: SongCopies | ReelCopies,
): Promise<boolean> {
  const ready = { media_state: 'ready', media_progress: 100, media_error: null } as const;
  const result =
    kind === 'song'
      ? await trx
          .updateTable('songs')
          .set({ ...(copies as SongCopies), ...ready })
          .where('id', '=', id)
          .executeTakeFirst()
      : await trx
          .updateTable('reels')
          .set({ ...(copies as ReelCopies), ...ready })
          .where('id', '=', id)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records how far an item being processed has got (0-99). */
export async function recordProgress(
  db: Kysely<Database>,
  kind: ItemKind,
  id: number,
  progress: number,
): Promise<void> {
  const table = kind === 'song' ? 'songs' : 'reels';
  await db
    .updateTable(table)
    .set({ media_progress: progress })
    .where('id', '=', id)
    .where('media_state', '=', 'processing')
    .execute();
}

/**
 * Marks an item failed with the owner's problem (docs/operations.md: who sees it then), and
 * leaves administrators a note in the contact tickets of the admin console.
 */
export async function recordFailure(
  trx: Transaction<Database>,
  kind: ItemKind,
  id: number,
  problem: MediaProblem,
  detail: { item: JobItem; error: string; now: Date },
): Promise<void> {
  const table = kind === 'song' ? 'songs' : 'reels';
  await trx
    .updateTable(table)
    .set({ media_state: 'failed', media_progress: 0, media_error: problem })
    .where('id', '=', id)
    .execute();
  const { item, error, now } = detail;
  await trx
    .insertInto('tickets')
    .values({
      ticket_no: newTicketNo(),
      name: 'Media processing',
      phone: '',
      email: '',
      message:
        `The copies of ${kind} ${id} ("${item.title.slice(0, 80)}", member ${item.owner}, file ${item.original}) ` +
        `could not be made (${problem}): ${error.slice(0, 1000)}`,
      status: 'open',
      created_at: now.toISOString(),
      user_id: null,
    })
    .execute();
}

/** Items that have no copies and no job (stored before copies were made): `media:process` queues them. */
export async function itemsWithoutCopies(db: Kysely<Database>, kind: ItemKind): Promise<number[]> {
  const rows =
    kind === 'song'
      ? await db.selectFrom('songs').select('id').where('song_normal', 'is', null).orderBy('id').execute()
      : await db.selectFrom('reels').select('id').where('video_normal', 'is', null).orderBy('id').execute();
  const queued = new Set(
    (await db.selectFrom('media_jobs').select('item_id').where('item_kind', '=', kind).execute()).map(
      (row) => row.item_id,
    ),
  );
  return rows.map((row) => row.id).filter((id) => !queued.has(id));
}

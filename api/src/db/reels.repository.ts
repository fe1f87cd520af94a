import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MediaProcessing } from 'shared-ui/contracts/entities';
import { processingOf } from '../media/processing-texts.ts';
import type { NewReel, ReelRow } from './reels.table.ts';
import { changeLikesOf } from './likes.ts';
import { deleteTelling, type Removal } from './notifications.repository.ts';
import type { Database } from './schema.ts';

/**
 * A reel with its member's name, as the reels pages show it, and where it stands with the
 * moderators (its owner's list shows it; the public answers leave it out).
 */
export interface ReelView extends Omit<
  ReelRow,
  | 'moderation_reason'
  | 'dismissals'
  | 'video_normal'
  | 'video_low'
  | 'media_state'
  | 'media_progress'
  | 'media_error'
> {
  user_name: string;
  video_normal_url: string | null;
  video_low_url: string | null;
  processing: MediaProcessing;
}

/**
 * Reels everyone sees, as far as their copies go: ready ones, and those whose copies failed
 * when a browser plays the original (MP4 or WebM; a QuickTime one is its owner's alone):
 * docs/operations.md.
 */
export const shownToAll = (eb: ExpressionBuilder<Database, 'reels'>) =>
  eb.or([
    eb('reels.media_state', '=', 'ready'),
    eb.and([eb('reels.media_state', '=', 'failed'), eb('reels.video', 'not like', '%.mov')]),
  ]);

function reelRows(db: Kysely<Database>) {
  return db
    .selectFrom('reels')
    .innerJoin('users', 'users.id', 'reels.user_id')
    .select([
      'reels.id',
      'reels.description',
      'reels.status',
      'reels.likes_count',
      'reels.video',
      'reels.video_normal',
      'reels.video_low',
      'reels.poster',
      'reels.duration',
      'reels.media_state',
      'reels.media_progress',
      'reels.media_error',
      'reels.user_id',
      'reels.created_at',
      'reels.moderation',
      'users.username as user_name',
    ]);
}

/** `shownToAll` of a reel read already. */
export const isShownToAll = (reel: ReelView): boolean =>
  reel.processing.state === 'ready' || (reel.processing.state === 'failed' && !reel.video.endsWith('.mov'));

type Row = Awaited<ReturnType<ReturnType<typeof reelRows>['executeTakeFirstOrThrow']>>;

const toView = ({
  video_normal,
  video_low,
  media_state,
  media_progress,
  media_error,
  ...row
}: Row): ReelView => ({
  ...row,
  video_normal_url: video_normal,
  video_low_url: video_low,
  processing: processingOf('reel', { media_state, media_progress, media_error }),
});

/**
 * Reels of everyone (or of one member), newest first; those the moderators hid, and those not
 * `shownToAll` yet, only `withHidden` (a member's own list, for them and administrators).
 */
export async function listReels(
  db: Kysely<Database>,
  options: { userId?: number; withHidden?: boolean; limit: number; offset: number },
): Promise<ReelView[]> {
  let query = reelRows(db);
  if (options.userId !== undefined) query = query.where('reels.user_id', '=', options.userId);
  if (!options.withHidden) query = query.where('reels.moderation', 'is', null).where(shownToAll);
  const rows = await query
    .orderBy('reels.created_at', 'desc')
    .orderBy('reels.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map(toView);
}

export async function findReel(db: Kysely<Database>, id: number): Promise<ReelView | undefined> {
  const row = await reelRows(db).where('reels.id', '=', id).executeTakeFirst();
  return row && toView(row);
}

export async function createReel(db: Kysely<Database>, reel: NewReel): Promise<ReelView> {
  const { id } = await db.insertInto('reels').values(reel).returning('id').executeTakeFirstOrThrow();
  return (await findReel(db, id))!;
}

/** Adds a like (or takes one back, never below 0); undefined for an unknown or hidden reel. */
export const likeReel = (db: Kysely<Database>, id: number, liked: boolean) =>
  changeLikesOf(db, 'reels', id, liked);

export function findReelOwner(db: Kysely<Database>, id: number): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('reels').select('user_id').where('id', '=', id).executeTakeFirst();
}

/**
 * Deletes the row (telling its owner when an administrator did, in the same transaction);
 * returns the stored name of its video (to remove next), or undefined.
 */
export function deleteReel(
  db: Kysely<Database>,
  id: number,
  removal: Removal,
): Promise<{ video: string } | undefined> {
  return deleteTelling(db, removal, { subject: 'reel', id }, async (trx) => {
    const row = await trx
      .deleteFrom('reels')
      .where('id', '=', id)
      .returning(['user_id', 'description', 'video'])
      .executeTakeFirst();
    return row && { owner: row.user_id, title: row.description, kept: { video: row.video } };
  });
}

import type { Kysely } from 'kysely';
import type { FeaturedComment, FeaturedVideo as FeaturedVideoView } from 'shared-ui/contracts';
import type { NewFeaturedVideo, NewFeaturedVideoComment } from './featured-videos.table.ts';
import type { Database } from './schema.ts';

export type { FeaturedComment, FeaturedVideo as FeaturedVideoView } from 'shared-ui/contracts';

const VIDEO_COLUMNS = [
  'id as video_id',
  'video_name',
  'video_url',
  'description',
  'views',
  'total_likes',
  'created_at',
] as const;

/**
 * Every featured video in the administrators' order (newest first until reordered), each with
 * all its comments everyone sees (not those the moderators hid).
 */
export async function listFeaturedVideos(db: Kysely<Database>): Promise<FeaturedVideoView[]> {
  const videos = await db
    .selectFrom('featured_videos')
    .select(VIDEO_COLUMNS)
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (videos.length === 0) return [];
  const comments = await db
    .selectFrom('featured_video_comments')
    .select(['id as comment_id', 'video_id', 'user_id', 'username', 'comment', 'created_at'])
    .where(
      'video_id',
      'in',
      videos.map((video) => video.video_id),
    )
    .where('moderation', 'is', null)
    .orderBy('video_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byVideo = new Map<number, FeaturedComment[]>(videos.map((video) => [video.video_id, []]));
  for (const { video_id: videoId, ...comment } of comments) byVideo.get(videoId)?.push(comment);
  return videos.map((video) => ({ ...video, comments: byVideo.get(video.video_id) ?? [] }));
}

export async function createFeaturedVideo(
  db: Kysely<Database>,
  video: NewFeaturedVideo,
): Promise<FeaturedVideoView> {
  const row = await db
    .insertInto('featured_videos')
    .values(video)
    .returning(VIDEO_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...row, comments: [] };
}

/** Changes a video's name, address or description; the video with its comments, or undefined. */
export async function updateFeaturedVideo(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Pick<NewFeaturedVideo, 'video_name' | 'video_url' | 'description'>>,
): Promise<FeaturedVideoView | undefined> {
  if (Object.keys(changes).length > 0) {
    await db.updateTable('featured_videos').set(changes).where('id', '=', id).execute();
  }
  return (await listFeaturedVideos(db)).find((video) => video.video_id === id);
}

/** Puts the videos in this order (the first first); videos not named keep their place after them. */
export async function reorderFeaturedVideos(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('featured_videos').set({ position: ids.length }).execute();
    for (const [index, id] of ids.entries()) {
      await trx.updateTable('featured_videos').set({ position: index }).where('id', '=', id).execute();
    }
  });
}

/** True when a comment under a featured video was deleted. */
export async function deleteFeaturedComment(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('featured_video_comments').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** True when a video was deleted (its comments go with it). */
export async function deleteFeaturedVideo(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('featured_videos').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** One more on a counter of a video, in one statement; the new value, or undefined for an unknown video. */
async function countOne(
  db: Kysely<Database>,
  id: number,
  counter: 'total_likes' | 'views',
): Promise<number | undefined> {
  const row = await db
    .updateTable('featured_videos')
    .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
    .where('id', '=', id)
    .returning(counter)
    .executeTakeFirst();
  return row?.[counter];
}

/** One more like; the new total, or undefined for an unknown video. */
export const likeFeaturedVideo = (db: Kysely<Database>, id: number) => countOne(db, id, 'total_likes');

/** One more view; the new count, or undefined for an unknown video. */
export const viewFeaturedVideo = (db: Kysely<Database>, id: number) => countOne(db, id, 'views');

/** True for a foreign-key violation, on SQLite or PostgreSQL. */
function isForeignKeyViolation(error: unknown): boolean {
  const { code, errcode, message } = (error ?? {}) as {
    code?: unknown;
    errcode?: unknown;
    message?: unknown;
  };
  const SQLITE_CONSTRAINT_FOREIGNKEY = 787;
  return (
    code === '23503' ||
    errcode === SQLITE_CONSTRAINT_FOREIGNKEY ||
    (typeof message === 'string' && message.startsWith('FOREIGN KEY constraint failed'))
  );
}

/** Adds a comment; its id, or undefined when the video (or the member) no longer exists. */
export async function addFeaturedComment(
  db: Kysely<Database>,
  comment: NewFeaturedVideoComment,
): Promise<number | undefined> {
  try {
    const row = await db
      .insertInto('featured_video_comments')
      .values(comment)
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/** Adds comments; returns their ids in order. */
export async function addFeaturedComments(
  db: Kysely<Database>,
  comments: NewFeaturedVideoComment[],
): Promise<number[]> {
  if (comments.length === 0) return [];
  const rows = await db.insertInto('featured_video_comments').values(comments).returning('id').execute();
  return rows.map((row) => row.id);
}

import type { Kysely } from 'kysely';
import { changeLikesOf } from './likes.ts';
import { deleteTelling, type Removal } from './notifications.repository.ts';
import type { Database } from './schema.ts';
import { matchesInIdOrder, whereTextMatches } from './search.ts';
import type { NewSong } from './songs.table.ts';
import type { MediaProcessing, Moderation, SongEntity } from 'shared-ui/contracts/entities';
import { processingOf } from '../media/processing-texts.ts';
import type { SongSort } from 'shared-ui/contracts/music';

/**
 * A song as the API shows it (spec section 3 'Music'), with its member's id and name, and where
 * it stands with the moderators (its owner's list shows it; the public answers leave it out).
 */
export type SongView = SongEntity & { moderation: Moderation; processing: MediaProcessing };

function songRows(db: Kysely<Database>) {
  return db
    .selectFrom('songs')
    .innerJoin('users', 'users.id', 'songs.user_id')
    .select([
      'songs.id',
      'songs.song_title',
      'songs.song_artist',
      'songs.category',
      'songs.small_description',
      'songs.likes_count',
      'songs.created_on',
      'songs.updated_at',
      'songs.song_image',
      'songs.song_file',
      'songs.song_normal',
      'songs.song_low',
      'songs.duration',
      'songs.media_state',
      'songs.media_progress',
      'songs.media_error',
      'songs.user_id',
      'songs.moderation',
      'users.username as user_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof songRows>['executeTakeFirstOrThrow']>>;

const toView = ({
  song_image,
  song_file,
  song_normal,
  song_low,
  media_state,
  media_progress,
  media_error,
  ...row
}: Row): SongView => ({
  ...row,
  song_image_url: song_image,
  song_url: `songs/${song_file}`,
  song_normal_url: song_normal && `songs/${song_normal}`,
  song_low_url: song_low && `songs/${song_low}`,
  processing: processingOf('song', { media_state, media_progress, media_error }),
});

/**
 * One page of songs matching `search` (title or artist), in the order `sort` asks for, but those
 * the moderators hid; a search by date is driven from the search index.
 */
export async function listSongs(
  db: Kysely<Database>,
  options: { search?: string; sort: SongSort; limit: number; offset: number },
): Promise<SongView[]> {
  let query = songRows(db);
  if (options.sort === 'recent') {
    query =
      (await matchesInIdOrder(db, query, 'songs', options.search)) ??
      query.orderBy('songs.created_on', 'desc').orderBy('songs.id', 'desc');
  } else {
    const match = whereTextMatches(db, 'songs', options.search);
    if (match) query = query.where(match);
    if (options.sort === 'liked') query = query.orderBy('songs.likes_count', 'desc');
    else query = query.orderBy('songs.category', 'asc').orderBy('songs.created_on', 'desc');
    query = query.orderBy('songs.id', 'desc');
  }
  // Not one being processed (its owner's list alone shows it). One whose copies failed is shown
  // with its original, which every browser plays (MP3 or MP4 audio): docs/operations.md.
  query = query.where('songs.moderation', 'is', null).where('songs.media_state', '!=', 'processing');
  const rows = await query.limit(options.limit).offset(options.offset).execute();
  return rows.map(toView);
}

/**
 * A member's songs, newest first; those the moderators hid, and those being processed, only
 * `withHidden` (for them and administrators).
 */
export async function listUserSongs(
  db: Kysely<Database>,
  userId: number,
  page: { limit: number; offset: number },
  withHidden = false,
): Promise<SongView[]> {
  const rows = await songRows(db)
    .where('songs.user_id', '=', userId)
    .$if(!withHidden, (qb) =>
      qb.where('songs.moderation', 'is', null).where('songs.media_state', '!=', 'processing'),
    )
    .orderBy('songs.created_on', 'desc')
    .orderBy('songs.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toView);
}

export async function findSong(db: Kysely<Database>, id: number): Promise<SongView | undefined> {
  const row = await songRows(db).where('songs.id', '=', id).executeTakeFirst();
  return row && toView(row);
}

export async function createSong(db: Kysely<Database>, song: NewSong): Promise<SongView> {
  const { id } = await db.insertInto('songs').values(song).returning('id').executeTakeFirstOrThrow();
  return (await findSong(db, id))!;
}

/** Adds a like (or takes one back, never below 0); undefined for an unknown or hidden song. */
export const likeSong = (db: Kysely<Database>, id: number, liked: boolean) =>
  changeLikesOf(db, 'songs', id, liked);

export function findSongOwner(db: Kysely<Database>, id: number): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('songs').select('user_id').where('id', '=', id).executeTakeFirst();
}

/**
 * Deletes the row (telling its owner when an administrator did, in the same transaction);
 * returns the stored names of its files (to remove next), or undefined.
 */
export function deleteSong(
  db: Kysely<Database>,
  id: number,
  removal: Removal,
): Promise<{ song_image: string; song_file: string } | undefined> {
  return deleteTelling(db, removal, { subject: 'song', id }, async (trx) => {
    const row = await trx
      .deleteFrom('songs')
      .where('id', '=', id)
      .returning(['user_id', 'song_title', 'song_image', 'song_file'])
      .executeTakeFirst();
    if (!row) return undefined;
    const { user_id, song_title, ...files } = row;
    return { owner: user_id, title: song_title, kept: files };
  });
}

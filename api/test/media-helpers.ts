/** Shared pieces of the music, reels, YouTube and featured-video tests. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../src/app.ts';
import type { TestSession } from './session-helpers.ts';

export { filePart, jpeg, multipart, type FilePart } from './multipart.ts';

export const ASSETS = path.join(import.meta.dirname, '..', 'src', 'db', 'seed', 'assets');

/** A real, playable demo file (the same bytes the demo seed stores). */
export const asset = (name: string) => readFileSync(path.join(ASSETS, name));

export const mp3 = asset('ngoma.mp3');
export const mp4 = asset('sunrise.mp4');

const cookies = (session?: TestSession): Record<string, string> => (session ? { sid: session.cookie } : {});

/**
 * A GET of a stored file's address (`/api/images/…`, `/api/videos/…`, a song's path), as `session`
 * (a guest without). The API's calls go through their contracts (contract-call.ts).
 */
export const get = (app: App, url: string, session?: TestSession) =>
  app.inject({ method: 'GET', url, cookies: cookies(session) });

/** A song of `userId`'s written straight to the database (as another server process would): its id. */
export const insertSong = async (app: App, userId: number, title = 'Kayamba ya Pwani') =>
  (
    await app.db
      .insertInto('songs')
      .values({
        song_title: title,
        song_artist: 'Kahindi Baya',
        category: 'Traditional',
        small_description: 'Rattles and drums.',
        likes_count: 0,
        user_id: userId,
        song_image: 'coverxxxxxxxxxxxxxxxxx.webp',
        song_file: 'audioxxxxxxxxxxxxxxxxx.mp3',
        created_on: '2026-05-01T10:00:00.000Z',
        updated_at: '2026-05-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The stored files of each media kind (and unfinished uploads). */
export async function storedFiles(app: App): Promise<Record<string, string[]>> {
  const root = path.join(app.config.dataDir, 'uploads');
  const result: Record<string, string[]> = {};
  for (const kind of ['images', 'songs', 'videos', '.tmp'])
    result[kind] = (await readdir(path.join(root, kind))).sort();
  return result;
}

/** Asserts that no file was stored and no temp file is left. */
export async function assertNoFiles(app: App, what: string): Promise<void> {
  assert.deepEqual(await storedFiles(app), { images: [], songs: [], videos: [], '.tmp': [] }, what);
}

export async function rowCount(
  app: App,
  table: 'songs' | 'reels' | 'youtube_entries' | 'featured_videos' | 'featured_video_comments',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The stored files of the items the moderators hid (`moderation` set, migration 0010): the
 * pictures of a listing or an article, an article's videos, a song's cover and audio (with its
 * copies), a reel's video (with its copies and poster). A file some item everyone sees still shows (demo items share pictures) is not one.
 */
import { sql, type Kysely } from 'kysely';
import type { MediaKind } from '../uploads/media-kinds.ts';
import { ARTICLE_MEDIA } from './articles.repository.ts';
import type { Database } from './schema.ts';

/** Of each table whose rows are hidden with their files: each column holding a stored name, and its kind. */
export const MODERATED_FILES = {
  products: { image_1: 'shop', image_2: 'shop', image_3: 'shop' },
  articles: ARTICLE_MEDIA,
  songs: { song_image: 'images', song_file: 'songs', song_normal: 'songs', song_low: 'songs' },
  reels: { video: 'videos', video_normal: 'videos', video_low: 'videos', poster: 'images' },
} as const satisfies { [T in keyof Database]?: { [C in keyof Database[T]]?: MediaKind } };

type FileTable = keyof typeof MODERATED_FILES;

const FILE_TABLES = Object.keys(MODERATED_FILES) as FileTable[];

/** A hidden item's stored file (its name as the database keeps it) and the item's owner. */
export interface HiddenFile {
  kind: MediaKind;
  name: string;
  owner: number;
}

/** The tables seen through what this needs of them: their owner, standing and file columns. */
type FileRow = { user_id: number; moderation: string | null } & Record<string, string | null>;
const fileTables = (db: Kysely<Database>) => db as unknown as Kysely<Record<FileTable, FileRow>>;

/** Names checked against the public items per query (each name is one parameter per column). */
const CHUNK = 200;

/** Every stored file of every hidden item, but those an item everyone sees shows too. */
export async function listHiddenFiles(db: Kysely<Database>): Promise<HiddenFile[]> {
  const hidden: HiddenFile[] = [];
  for (const table of FILE_TABLES) {
    const columns = Object.entries(MODERATED_FILES[table]);
    const rows = await fileTables(db)
      .selectFrom(table)
      .select(['user_id', ...columns.map(([column]) => sql.ref<string | null>(column).as(column))])
      .where('moderation', 'is not', null)
      .execute();
    for (const row of rows) {
      for (const [column, kind] of columns) {
        const name = row[column];
        if (name) hidden.push({ kind, name, owner: row.user_id });
      }
    }
  }
  const shown = await shownFiles(db, [...new Set(hidden.map((file) => file.name))]);
  return hidden.filter((file) => !shown.has(`${file.kind}/${file.name}`));
}

/** Which of these names an item everyone sees shows, as `kind/name`. */
async function shownFiles(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  const shown = new Set<string>();
  for (let start = 0; start < names.length; start += CHUNK) {
    const chunk = names.slice(start, start + CHUNK);
    for (const table of FILE_TABLES) {
      const columns = Object.entries(MODERATED_FILES[table]);
      const rows = await fileTables(db)
        .selectFrom(table)
        .select(columns.map(([column]) => sql.ref<string | null>(column).as(column)))
        .where('moderation', 'is', null)
        .where((eb) => eb.or(columns.map(([column]) => eb(sql.ref(column), 'in', chunk))))
        .execute();
      for (const row of rows) {
        for (const [column, kind] of columns) if (row[column]) shown.add(`${kind}/${row[column]}`);
      }
    }
  }
  return shown;
}

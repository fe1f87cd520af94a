import type { Generated, Insertable, Selectable } from 'kysely';
import type { ProcessedColumns } from '../media/media.table.ts';
import type { ModeratedColumns } from './moderation.table.ts';

/** A member's song (spec section 3 'Music'). */
export interface SongsTable extends ModeratedColumns, ProcessedColumns {
  id: Generated<number>;
  song_title: string;
  song_artist: string;
  category: string;
  small_description: string;
  likes_count: Generated<number>;
  user_id: number;
  /** Stored name of the cover image (media kind `images`). */
  song_image: string;
  /** Stored name of the audio file (media kind `songs`). */
  song_file: string;
  /** Stored name of the loudness-normalised AAC copy (`songs`), null until made (migration 0014). */
  song_normal: Generated<string | null>;
  /** Stored name of the low-data Opus copy (`songs`), null until made. */
  song_low: Generated<string | null>;
  /** ISO 8601 UTC timestamp. */
  created_on: string;
  /** ISO 8601 UTC timestamp. */
  updated_at: string;
}

export type SongRow = Selectable<SongsTable>;
export type NewSong = Insertable<SongsTable>;

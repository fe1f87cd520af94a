import type { Generated, Insertable, Selectable } from 'kysely';
import type { ProcessedColumns } from '../media/media.table.ts';
import type { ModeratedColumns } from './moderation.table.ts';

/** A member's short video (spec section 3 'Reel'). */
export interface ReelsTable extends ModeratedColumns, ProcessedColumns {
  id: Generated<number>;
  description: string;
  /** 'published' unless set otherwise. */
  status: Generated<string>;
  likes_count: Generated<number>;
  /** Stored name of the video (media kind `videos`). */
  video: string;
  user_id: number;
  /** Stored name of the H.264/AAC copy of about 720 px (`videos`), null until made (migration 0014). */
  video_normal: Generated<string | null>;
  /** Stored name of the low-data copy of about 360 px (`videos`), null until made. */
  video_low: Generated<string | null>;
  /** Stored name of the WebP poster (`images`, with its widths), null until made. */
  poster: Generated<string | null>;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type ReelRow = Selectable<ReelsTable>;
export type NewReel = Insertable<ReelsTable>;

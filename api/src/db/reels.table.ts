import type { Generated, Insertable, Selectable } from 'kysely';
import type { ModeratedColumns } from './moderation.table.ts';

/** A member's short video (spec section 3 'Reel'). */
export interface ReelsTable extends ModeratedColumns {
  id: Generated<number>;
  description: string;
  /** 'published' unless set otherwise. */
  status: Generated<string>;
  likes_count: Generated<number>;
  /** Stored name of the video (media kind `videos`). */
  video: string;
  user_id: number;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type ReelRow = Selectable<ReelsTable>;
export type NewReel = Insertable<ReelsTable>;

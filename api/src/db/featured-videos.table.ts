import type { Generated, Insertable, Selectable } from 'kysely';
import type { ModeratedColumns } from './moderation.table.ts';

/** A video curated by the administrators for /meta (spec section 3 'Featured video'). */
export interface FeaturedVideosTable {
  id: Generated<number>;
  video_name: string;
  /** A YouTube embed address, or a self-hosted `/api/videos/<stored name>` path. */
  video_url: string;
  description: string;
  views: Generated<number>;
  total_likes: Generated<number>;
  /** The administrators' order on /meta: lowest first, equal positions newest first. */
  position: Generated<number>;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

/** A comment under a featured video; `user_id` is null for guests (shown as 'Guest'). */
export interface FeaturedVideoCommentsTable extends ModeratedColumns {
  id: Generated<number>;
  video_id: number;
  user_id: number | null;
  username: string;
  comment: string;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type FeaturedVideoRow = Selectable<FeaturedVideosTable>;
export type NewFeaturedVideo = Insertable<FeaturedVideosTable>;
export type NewFeaturedVideoComment = Insertable<FeaturedVideoCommentsTable>;

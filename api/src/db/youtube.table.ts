import type { Generated, Insertable, Selectable } from 'kysely';

/** A YouTube video a member lists as their own (spec section 3 'YouTube entry'). */
export interface YoutubeEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** The 11-character YouTube video id. */
  video_id: string;
  description: string;
  /** `https://www.youtube.com/watch?v=<video_id>`. */
  video_url: string;
  likes_count: Generated<number>;
  /** ISO 8601 UTC timestamp. */
  date_created: string;
}

export type YoutubeEntryRow = Selectable<YoutubeEntriesTable>;
export type NewYoutubeEntry = Insertable<YoutubeEntriesTable>;

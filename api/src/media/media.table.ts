import type { Generated, Insertable, Selectable } from 'kysely';

/** Where making an item's copies stands (migration 0014). */
export type MediaState = 'processing' | 'ready' | 'failed';

/** Why an item could not be processed: a key of the owner's messages (media/processing-texts.ts). */
export type MediaProblem = 'notMedia' | 'tooLong' | 'tooLarge' | 'noAudio' | 'failed';

/** The columns songs and reels have for their copies (migration 0014). */
export interface ProcessedColumns {
  /** Length in whole seconds; null until probed. */
  duration: Generated<number | null>;
  /** 'ready' for rows stored before copies were made: served as uploaded. */
  media_state: Generated<MediaState>;
  /** 0 to 100. */
  media_progress: Generated<number>;
  /** Why it failed (a `MediaProblem`), or null. */
  media_error: Generated<MediaProblem | null>;
}

/** The kinds of item that have copies made. */
export type ItemKind = 'song' | 'reel';

/** A job making an item's copies: taken by one process at a time under a lease. */
export interface MediaJobsTable {
  id: Generated<number>;
  item_kind: ItemKind;
  item_id: number;
  /** What the job makes: 'copies' (every copy and the duration, stored together). */
  task: string;
  state: Generated<'queued' | 'running' | 'done' | 'failed'>;
  /** Attempts started so far. */
  attempts: Generated<number>;
  /** ISO 8601 UTC: not taken before then (a retry's backoff). */
  run_after: string;
  /** Higher first: a member's new upload (`UPLOAD_PRIORITY`) before copies made of what was stored before. */
  priority: Generated<number>;
  /** ISO 8601 UTC: a running job whose lease ran out is taken again (its process died). */
  lease_until: Generated<string | null>;
  /** Which process holds it: `host:pid`. */
  taken_by: Generated<string | null>;
  progress: Generated<number>;
  /** The last attempt's problem (for operators), or null. */
  error: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export type MediaJobRow = Selectable<MediaJobsTable>;
export type NewMediaJob = Insertable<MediaJobsTable>;

import type { Transaction } from 'kysely';
import fp from 'fastify-plugin';
import type { Database } from '../../db/schema.ts';
import { problemOf } from '../../media/limits.ts';
import { queueCopies, UPLOAD_PRIORITY } from '../../media/jobs.repository.ts';
import type { ItemKind, MediaProblem } from '../../media/media.table.ts';
import { problemText } from '../../media/processing-texts.ts';
import { MediaRunner } from '../../media/runner.ts';
import { findMediaTools, probe, type MediaTools } from '../../media/tools.ts';
import { answersChange } from './cache-domains.ts';

/** The change announced when an upload queued media jobs: every process's runner looks (db/change-feed.ts). */
const JOBS_QUEUED = 'media-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The copies of uploaded songs and reels (api/src/media/). */
    mediaJobs: MediaJobs;
  }
}

export interface MediaJobs {
  /** ffmpeg and ffprobe, or null when either is missing: songs and reels are then served as uploaded. */
  readonly tools: MediaTools | null;
  /** This process's runner (null without tools, or with MEDIA_JOBS_AT_ONCE=0). */
  readonly runner: MediaRunner | null;
  /**
   * Why an uploaded file (a temp file) cannot be a song or reel, as its owner reads it; null
   * when it can, or when there are no tools to tell.
   */
  refusal(kind: ItemKind, file: string): Promise<string | null>;
  /** The state a new item starts in: 'processing' when its copies will be made, else 'ready'. */
  readonly initialState: 'processing' | 'ready';
  /**
   * Queues the copies of an item in the caller's transaction (nothing without tools); a
   * member's new upload (`upload`) is taken before the copies of items stored before.
   */
  queue(trx: Transaction<Database>, kind: ItemKind, id: number, upload?: boolean): Promise<void>;
  /** Tells every process's runner that jobs were queued (after the commit). */
  queued(): Promise<void>;
}

/**
 * The media jobs: ffmpeg and ffprobe found once at start (a clear line in the log when not),
 * the upload's probe, and this process's runner, started once the server is ready and stopped
 * (its running jobs given back) when it closes.
 */
export default fp(
  async (app) => {
    const settings = app.config.mediaJobs;
    const tools = findMediaTools(settings.ffmpeg, settings.ffprobe);
    if (!tools) {
      app.log.warn(
        `ffmpeg or ffprobe not found (FFMPEG_PATH=${settings.ffmpeg}, FFPROBE_PATH=${settings.ffprobe}): ` +
          'songs and reels are served as uploaded, without copies',
      );
    }
    const runner =
      tools && settings.atOnce > 0
        ? new MediaRunner({
            db: app.db,
            storage: app.media,
            tools,
            log: app.log,
            atOnce: settings.atOnce,
            // The lists that show the item empty on every process.
            onItemChanged: (kind) =>
              app.changes.announce(answersChange([kind === 'song' ? 'music' : 'reels', 'users'])),
          })
        : null;
    if (runner) {
      app.changes.onChange((change) => {
        if (change === null || change === JOBS_QUEUED) runner.wake();
      });
      app.addHook('onReady', async () => runner.start());
      app.addHook('onClose', () => runner.close());
    }

    const jobs: MediaJobs = {
      tools,
      runner,
      initialState: tools ? 'processing' : 'ready',
      async refusal(kind, file) {
        if (!tools) return null;
        let problem: MediaProblem | null;
        try {
          problem = problemOf(kind, await probe(tools, file));
        } catch {
          problem = 'notMedia';
        }
        return problem && problemText(kind, problem);
      },
      async queue(trx, kind, id, upload = false) {
        if (tools) await queueCopies(trx, kind, id, new Date(), upload ? UPLOAD_PRIORITY : 0);
      },
      async queued() {
        if (tools) await app.changes.announce(JOBS_QUEUED);
      },
    };
    app.decorate('mediaJobs', jobs);
  },
  { name: 'media-jobs', dependencies: ['database', 'media', 'change-feed'] },
);

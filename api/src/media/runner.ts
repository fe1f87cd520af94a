/**
 * The media jobs' runner, started by every API process: it takes up to `atOnce` jobs at a time
 * from the database (jobs.repository.ts), makes each item's copies in ffmpeg child processes
 * (copies.ts) and names them in the item's row with the job's end, in one transaction. It wakes
 * at once when an upload queues a job (on any process: db/change-feed.ts) and looks for due
 * jobs every few seconds otherwise (retries, leases run out).
 *
 * A job that fails is tried again after a backoff, `MAX_ATTEMPTS` times in all; a file that is
 * itself bad (copies.ts `BadMedia`) fails at once. A failed item is kept as docs/operations.md
 * says, and administrators get a note. When the server stops, running jobs are stopped and
 * given back (taken again at once by another process, or by this one after its restart); a
 * process that dies leaves its job's lease to run out, and another takes it.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isRunning, type MediaStorage } from '../uploads/storage.ts';
import { BadMedia, makeReelCopies, makeSongCopies, removeCopies } from './copies.ts';
import { findJobItem, recordFailure, recordProgress, storeCopies, type JobItem } from './items.repository.ts';
import { claimJob, endJob, releaseDeadHolders, renewLease, requeueJob } from './jobs.repository.ts';
import type { ItemKind, MediaJobRow, MediaProblem } from './media.table.ts';
import type { MediaTools } from './tools.ts';

/** Attempts a job gets in all, and the waits before the second and third. */
export const MAX_ATTEMPTS = 3;
export const BACKOFF_MS = [10_000, 60_000] as const;

export interface RunnerOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  tools: MediaTools;
  log: FastifyBaseLogger;
  /** Jobs run at once by this process (MEDIA_JOBS_AT_ONCE). */
  atOnce: number;
  now?: () => Date;
  /** How long a lease lasts; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** How often due jobs are looked for without a wake-up. */
  pollMs?: number;
  backoffMs?: readonly number[];
  /** Told once an item's copies are stored, or it failed (the answer cache empties its lists). */
  onItemChanged?: (kind: ItemKind) => Promise<void>;
  /** The poster's label in a refusal (never shown: the poster is made from a frame ffmpeg wrote). */
  posterLabel?: string;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export class MediaRunner {
  readonly worker = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  #started: Promise<void> | null = null;
  readonly #options: Required<Omit<RunnerOptions, 'onItemChanged'>> & Pick<RunnerOptions, 'onItemChanged'>;
  readonly #stop = new AbortController();
  #wake = new AbortController();
  #loops: Promise<void>[] = [];
  #running = 0;

  constructor(options: RunnerOptions) {
    this.#options = {
      now: () => new Date(),
      leaseMs: 30_000,
      pollMs: 3_000,
      backoffMs: BACKOFF_MS,
      posterLabel: 'The poster',
      ...options,
    };
  }

  /**
   * Starts the loops (once), after giving back the jobs this machine's dead processes held (a
   * restart after a crash takes them at once).
   */
  start(): void {
    if (this.#started) return;
    this.#started = releaseDeadHolders(this.#options.db, hostname(), isRunning, this.#options.now())
      .then((count) => {
        if (count) this.#options.log.info(`took back ${count} media job(s) of a process that is gone`);
      })
      .catch((error: unknown) => this.#options.log.warn({ err: error }, 'could not take back media jobs'))
      .then(() => {
        if (this.#stop.signal.aborted) return;
        for (let i = 0; i < this.#options.atOnce; i += 1) this.#loops.push(this.#loop());
      });
  }

  /** A job was queued: look for it now. */
  wake(): void {
    this.#wake.abort();
  }

  /** Jobs running now in this process. */
  get running(): number {
    return this.#running;
  }

  /** Stops taking jobs; running ones are stopped and given back. */
  async close(): Promise<void> {
    this.#stop.abort();
    this.wake();
    await this.#started;
    await Promise.all(this.#loops);
  }

  async #loop(): Promise<void> {
    const { db, log, leaseMs, pollMs } = this.#options;
    while (!this.#stop.signal.aborted) {
      const wake = this.#wake;
      let job: MediaJobRow | undefined;
      try {
        const now = this.#options.now();
        job = await claimJob(db, this.worker, now, new Date(now.getTime() + leaseMs));
      } catch (error) {
        log.warn({ err: error }, 'could not look for media jobs; trying again');
      }
      if (job) {
        this.#running += 1;
        try {
          await this.#run(job);
        } catch (error) {
          log.error({ err: error, job: job.id }, 'a media job could not be recorded; its lease will run out');
        } finally {
          this.#running -= 1;
        }
        continue;
      }
      await sleep(pollMs, AbortSignal.any([this.#stop.signal, wake.signal]));
      if (this.#wake === wake && wake.signal.aborted) this.#wake = new AbortController();
    }
  }

  async #run(job: MediaJobRow): Promise<void> {
    const { db, log } = this.#options;
    const kind = job.item_kind;
    const held = { id: job.id, worker: this.worker };
    const item = await findJobItem(db, kind, job.item_id);
    if (!item) {
      // Deleted meanwhile: nothing to make.
      await db.transaction().execute((trx) => endJob(trx, held, 'done', this.#options.now()));
      return;
    }
    if (job.attempts > MAX_ATTEMPTS) {
      // Its process died on each attempt (the lease ran out): it is not tried forever.
      await this.#fail(job, item, 'failed', 'every attempt stopped before it ended');
      return;
    }
    log.info({ job: job.id, kind, item: job.item_id, attempt: job.attempts }, 'making media copies');
    const stopped = new AbortController();
    const signal = AbortSignal.any([this.#stop.signal, stopped.signal]);
    let progress = 0;
    const renew = setInterval(
      () => {
        const now = this.#options.now();
        renewLease(db, held, new Date(now.getTime() + this.#options.leaseMs), progress, now)
          .then(async (ours) => {
            if (!ours) stopped.abort();
            else await recordProgress(db, kind, job.item_id, progress);
          })
          .catch((error: unknown) =>
            log.warn({ err: error, job: job.id }, 'could not renew a media job’s lease'),
          );
      },
      Math.max(50, Math.floor(this.#options.leaseMs / 3)),
    );
    try {
      const work = { tools: this.#options.tools, storage: this.#options.storage, signal };
      const onProgress = (percent: number) => (progress = percent);
      const copies =
        kind === 'song'
          ? await makeSongCopies({ ...work, onProgress }, item.original)
          : await makeReelCopies({ ...work, onProgress }, item.original, this.#options.posterLabel);
      clearInterval(renew);
      await this.#succeed(job, item, copies);
    } catch (error) {
      clearInterval(renew);
      const why = stopped.signal.aborted ? 'lost' : this.#stop.signal.aborted ? 'closing' : null;
      await this.#failed(job, item, error, why);
    }
  }

  async #succeed(job: MediaJobRow, item: JobItem, copies: Parameters<typeof storeCopies>[3]): Promise<void> {
    const kind = job.item_kind;
    const held = { id: job.id, worker: this.worker };
    const outcome = await this.#options.db.transaction().execute(async (trx) => {
      if (!(await endJob(trx, held, 'done', this.#options.now()))) return 'lost' as const;
      return (await storeCopies(trx, kind, job.item_id, copies)) ? ('stored' as const) : ('gone' as const);
    });
    // Deleted while its copies were made: they go too. (A lost lease: another runner names the same files.)
    if (outcome === 'gone') await removeCopies(this.#options.storage, kind, item.original);
    if (outcome === 'stored') {
      this.#options.log.info({ job: job.id, kind, item: job.item_id }, 'media copies stored');
      await this.#options.onItemChanged?.(kind);
    }
  }

  async #failed(
    job: MediaJobRow,
    item: JobItem,
    error: unknown,
    stopped: 'lost' | 'closing' | null,
  ): Promise<void> {
    const { db, log } = this.#options;
    const held = { id: job.id, worker: this.worker };
    const now = this.#options.now();
    // Its lease went to another runner, which writes the same names: nothing of it is touched.
    if (stopped === 'lost') return;
    await removeCopies(this.#options.storage, job.item_kind, item.original);
    if (stopped === 'closing') {
      // The server is stopping: given back, not counted, for the next runner to take at once.
      await requeueJob(db, held, now, now, { giveBackAttempt: true });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof BadMedia) return this.#fail(job, item, error.problem, message);
    if (job.attempts >= MAX_ATTEMPTS) return this.#fail(job, item, 'failed', message);
    const wait = this.#options.backoffMs[Math.min(job.attempts, this.#options.backoffMs.length) - 1] ?? 0;
    log.warn(
      { job: job.id, attempt: job.attempts, err: error },
      'a media job failed; it will be tried again',
    );
    await requeueJob(db, held, new Date(now.getTime() + wait), now, { error: message.slice(0, 2000) });
  }

  async #fail(job: MediaJobRow, item: JobItem, problem: MediaProblem, message: string): Promise<void> {
    const kind = job.item_kind;
    const held = { id: job.id, worker: this.worker };
    const now = this.#options.now();
    this.#options.log.warn(
      { job: job.id, kind, item: job.item_id, problem, error: message },
      'media copies failed',
    );
    await this.#options.db.transaction().execute(async (trx) => {
      if (!(await endJob(trx, held, 'failed', now, message.slice(0, 2000)))) return;
      await recordFailure(trx, kind, job.item_id, problem, { item, error: message, now });
    });
    await removeCopies(this.#options.storage, kind, item.original);
    await this.#options.onItemChanged?.(kind);
  }
}

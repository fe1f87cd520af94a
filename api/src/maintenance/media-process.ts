/**
 * `npm run media:process [-- --no-wait]`: queues the copies of the songs and reels stored
 * before copies were made (those without copies and without a job: running it twice queues
 * nothing new, and a stopped run goes on where it was). By default it then makes them itself,
 * beside any running server, printing its progress, and exits once no job is left; with
 * `--no-wait` it exits at once and leaves them to the servers' runners.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { itemsWithoutCopies } from '../media/items.repository.ts';
import { countOpenJobs, queueCopies } from '../media/jobs.repository.ts';
import type { ItemKind } from '../media/media.table.ts';
import { MediaRunner } from '../media/runner.ts';
import { findMediaTools } from '../media/tools.ts';
import { S3MediaStorage } from '../uploads/s3-storage.ts';
import { LocalMediaStorage, type MediaStorage } from '../uploads/storage.ts';
import { MaintenanceError } from './backup.ts';

/** The runner's warnings and errors, one line each on stderr; nothing else. */
function quietLog(): FastifyBaseLogger {
  const line = (object: unknown, message?: string) =>
    console.error(message ?? (typeof object === 'string' ? object : JSON.stringify(object)));
  const none = () => undefined;
  const log = {
    level: 'warn',
    info: none,
    debug: none,
    trace: none,
    silent: none,
    warn: line,
    error: line,
    fatal: line,
  };
  return { ...log, child: () => log } as unknown as FastifyBaseLogger;
}

/** How often the waiting command says how many jobs are left. */
const REPORT_EVERY_MS = 5_000;

function openStorage(config: Config): MediaStorage {
  const root = path.join(config.dataDir, 'uploads');
  return config.mediaStore.kind === 'local'
    ? new LocalMediaStorage(root)
    : new S3MediaStorage(config.mediaStore, path.join(root, '.tmp'));
}

/** Queues every item of `kind` without copies; answers how many. */
async function queueMissing(db: Kysely<Database>, kind: ItemKind): Promise<number> {
  let queued = 0;
  for (const id of await itemsWithoutCopies(db, kind))
    if (await queueCopies(db, kind, id, new Date())) queued += 1;
  return queued;
}

export async function processMedia(config: Config, args: string[], say = console.log): Promise<void> {
  const wait = !args.includes('--no-wait');
  const tools = findMediaTools(config.mediaJobs.ffmpeg, config.mediaJobs.ffprobe);
  if (!tools)
    throw new MaintenanceError(
      `ffmpeg or ffprobe not found (FFMPEG_PATH=${config.mediaJobs.ffmpeg}, FFPROBE_PATH=${config.mediaJobs.ffprobe}): install ffmpeg (apt-get install ffmpeg).`,
    );
  const log = quietLog();
  const db = await createDatabase(config, { log });
  const storage = openStorage(config);
  try {
    const songs = await queueMissing(db, 'song');
    const reels = await queueMissing(db, 'reel');
    say(`Queued the copies of ${songs} song(s) and ${reels} reel(s).`);
    if (!wait) {
      say(`${await countOpenJobs(db)} job(s) are left to the running servers.`);
      return;
    }
    const runner = new MediaRunner({
      db,
      storage,
      tools,
      log,
      atOnce: Math.max(1, config.mediaJobs.atOnce),
      pollMs: 1_000,
    });
    runner.start();
    try {
      for (let left = await countOpenJobs(db); left > 0; left = await countOpenJobs(db)) {
        say(`${left} job(s) left…`);
        await new Promise((resolve) => setTimeout(resolve, REPORT_EVERY_MS));
      }
    } finally {
      await runner.close();
    }
    const failed = await db
      .selectFrom('media_jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    say(`Done. ${Number(failed.n)} job(s) failed in all (see the contact tickets of the admin console).`);
  } finally {
    if (storage instanceof S3MediaStorage) storage.client.destroy();
    await db.destroy();
  }
}

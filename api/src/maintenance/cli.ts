/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder>`, for the embedded SQLite
 * default in DATA_DIR (default ./data). A backup goes to ./backups/<time>/ unless a folder is
 * named. With DATABASE_URL set, PostgreSQL's own tools do the database (docs/operations.md);
 * with S3_BUCKET set, the media is in the bucket, which a backup does not cover.
 *
 * `npm run media:copy -- --to s3` copies DATA_DIR/uploads into the bucket (media-copy.ts).
 *
 * `npm run media:process [-- --no-wait]` makes the copies of songs and reels stored before
 * copies were made (media-process.ts).
 */
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { S3MediaStorage } from '../uploads/s3-storage.ts';
import { MaintenanceError, backupDataDir, restoreDataDir } from './backup.ts';
import { copyUploadsToBucket } from './media-copy.ts';
import { processMedia } from './media-process.ts';

const [command, ...args] = process.argv.slice(2);
const target = args[0];

/** What a backup or restore says of the media when it is in a bucket. */
const bucketNote = (bucket: string) =>
  `The media is in the bucket ${bucket}, which this does not cover: back it up by the bucket's own means (versioning, replication).`;

function backupOrRestore(config: Config): Promise<void> {
  const bucket = config.mediaStore.kind === 's3' ? config.mediaStore.bucket : undefined;
  if (config.databaseUrl)
    throw new MaintenanceError(
      bucket
        ? `DATABASE_URL is set: back up PostgreSQL with pg_dump as docs/operations.md says. ${bucketNote(bucket)}`
        : 'DATABASE_URL is set: back up PostgreSQL with pg_dump and the uploads folder as docs/operations.md says.',
    );
  return command === 'backup' ? backup(config, bucket) : restore(config, bucket);
}

async function backup(config: Config, bucket: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(target ?? path.join('backups', stamp));
  const manifest = await backupDataDir(config.dataDir, outDir, new Date(), bucket ? 'bucket' : 'included');
  if (bucket) {
    console.log(`Backed up the database of ${config.dataDir} to ${outDir}.`);
    console.log(bucketNote(bucket));
  } else {
    console.log(
      `Backed up ${config.dataDir} to ${outDir}: the database and ${manifest.files} uploaded files.`,
    );
  }
}

async function restore(config: Config, bucket: string | undefined): Promise<void> {
  const previous = await restoreDataDir(path.resolve(target!), config.dataDir);
  console.log(`Restored ${path.resolve(target!)} into ${config.dataDir}.`);
  if (previous) console.log(`What was there before is kept in ${previous}.`);
  if (bucket) console.log(bucketNote(bucket));
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

async function mediaCopy(config: Config): Promise<void> {
  if (args[0] !== '--to' || args[1] !== 's3' || args.length !== 2)
    throw new MaintenanceError('Usage: npm run media:copy -- --to s3');
  if (config.mediaStore.kind !== 's3')
    throw new MaintenanceError(
      'S3_BUCKET is not set: name the bucket to copy DATA_DIR/uploads into (README, Settings).',
    );
  const uploads = path.join(config.dataDir, 'uploads');
  const bucket = new S3MediaStorage(config.mediaStore, path.join(uploads, '.tmp'));
  try {
    const counts = await copyUploadsToBucket(uploads, bucket);
    const megabytes = (counts.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Copied ${files(counts.copied)} (${megabytes} MB) from ${uploads} to the bucket ${bucket.bucket}; ${files(counts.skipped)} already there were skipped.`,
    );
  } catch (error) {
    throw new MaintenanceError(
      `Copying to the bucket ${bucket.bucket} stopped: ${(error as Error).message}. Run it again: what was copied is skipped.`,
    );
  } finally {
    bucket.client.destroy();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (command === 'media:copy') return mediaCopy(config);
  if (command === 'media:process') return processMedia(config, args);
  if (command === 'backup' || (command === 'restore' && target)) return backupOrRestore(config);
  throw new MaintenanceError('Usage: npm run backup [-- <folder>] | npm run restore -- <backup folder>');
}

try {
  await main();
} catch (error) {
  if (!(error instanceof MaintenanceError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/**
 * Backups of the embedded default: the SQLite database, copied with SQLite's online backup
 * API (a consistent snapshot while the server keeps serving), and the uploaded media beside
 * it. A restore puts both back into a DATA_DIR whose server is stopped, keeping what was
 * there in a folder of its own. PostgreSQL has its own tools (docs/operations.md). With media
 * in a bucket (S3_BUCKET) a backup holds the database only: the bucket is backed up by its
 * own means (versioning, replication), and a restore leaves it as it is.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { DatabaseSync, backup as sqliteBackup } from 'node:sqlite';
import path from 'node:path';

export const DATABASE_FILE = 'app.db';
export const UPLOADS_DIR = 'uploads';
export const MANIFEST_FILE = 'backup.json';
/** In-progress uploads are never part of a backup. */
const TEMP_DIR = '.tmp';

export class MaintenanceError extends Error {}

export interface BackupManifest {
  createdAt: string;
  database: 'sqlite';
  /** Where the media was: copied here from DATA_DIR/uploads, or in a bucket this backup leaves out. */
  media: 'included' | 'bucket';
  /** Uploaded files copied, and their bytes. */
  files: number;
  bytes: number;
}

/** Whether SQLite finds the database file sound. */
function checkIntegrity(file: string): void {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const row = db.prepare('PRAGMA integrity_check').get() as { integrity_check?: string } | undefined;
    if (row?.integrity_check !== 'ok') throw new MaintenanceError(`${file} failed its integrity check.`);
  } finally {
    db.close();
  }
}

async function countFiles(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Writes a backup of `dataDir` into the new folder `outDir`: the database snapshot first, then
 * the uploads (media are only ever added under new names, so every file the snapshot names is
 * copied; a file deleted in between is one its row no longer needs once that delete is restored).
 * With `media: 'bucket'` the uploads are left out: they are not in `dataDir`.
 */
export async function backupDataDir(
  dataDir: string,
  outDir: string,
  now = new Date(),
  media: BackupManifest['media'] = 'included',
): Promise<BackupManifest> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new MaintenanceError(`There is no database at ${source}.`);
  if (existsSync(outDir) && (await readdir(outDir)).length > 0)
    throw new MaintenanceError(`${outDir} is not empty; name a new folder for the backup.`);
  await mkdir(outDir, { recursive: true });

  const db = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  try {
    await sqliteBackup(db, path.join(outDir, DATABASE_FILE));
  } finally {
    db.close();
  }
  checkIntegrity(path.join(outDir, DATABASE_FILE));

  const uploads = path.join(dataDir, UPLOADS_DIR);
  if (media === 'included' && existsSync(uploads)) {
    await cp(uploads, path.join(outDir, UPLOADS_DIR), {
      recursive: true,
      filter: (file) => path.relative(uploads, file).split(path.sep)[0] !== TEMP_DIR,
    });
  }
  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    database: 'sqlite',
    media,
    ...(await countFiles(path.join(outDir, UPLOADS_DIR))),
  };
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Refuses while another process (a running server) has the database open. */
function assertNotInUse(file: string): void {
  if (!existsSync(file)) return;
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch {
    throw new MaintenanceError('The database is in use: stop the server before restoring.');
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into `dataDir` (its server stopped): the backup is checked and copied in
 * beside the live files first, then swapped in by rename; what was there before is moved to
 * `before-restore-<time>/` in `dataDir`, never deleted. Returns that folder, if anything moved.
 */
export async function restoreDataDir(
  backupDir: string,
  dataDir: string,
  now = new Date(),
): Promise<string | undefined> {
  const backupDb = path.join(backupDir, DATABASE_FILE);
  if (!existsSync(path.join(backupDir, MANIFEST_FILE)) || !existsSync(backupDb))
    throw new MaintenanceError(`${backupDir} is not a backup (no ${MANIFEST_FILE} and ${DATABASE_FILE}).`);
  checkIntegrity(backupDb);
  const liveDb = path.join(dataDir, DATABASE_FILE);
  assertNotInUse(liveDb);

  await mkdir(dataDir, { recursive: true });
  const incoming = path.join(dataDir, `.restoring-${process.pid}`);
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming);
  await cp(backupDb, path.join(incoming, DATABASE_FILE));
  const backupUploads = path.join(backupDir, UPLOADS_DIR);
  if (existsSync(backupUploads))
    await cp(backupUploads, path.join(incoming, UPLOADS_DIR), { recursive: true });

  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const previous = path.join(dataDir, `before-restore-${stamp}`);
  let moved = false;
  // A backup without uploads (media in a bucket) leaves the live uploads folder where it is.
  const replaced = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`];
  if (existsSync(backupUploads)) replaced.push(UPLOADS_DIR);
  for (const name of replaced) {
    const live = path.join(dataDir, name);
    if (!existsSync(live)) continue;
    await mkdir(previous, { recursive: true });
    await rename(live, path.join(previous, name));
    moved = true;
  }
  await rename(path.join(incoming, DATABASE_FILE), liveDb);
  if (existsSync(path.join(incoming, UPLOADS_DIR)))
    await rename(path.join(incoming, UPLOADS_DIR), path.join(dataDir, UPLOADS_DIR));
  await rm(incoming, { recursive: true, force: true });
  return moved ? previous : undefined;
}

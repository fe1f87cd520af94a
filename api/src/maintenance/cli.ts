/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder>`, for the embedded SQLite
 * default in DATA_DIR (default ./data). A backup goes to ./backups/<time>/ unless a folder is
 * named. With DATABASE_URL set, PostgreSQL's own tools do the database (docs/operations.md).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { MaintenanceError, backupDataDir, restoreDataDir } from './backup.ts';

const [command, target] = process.argv.slice(2);

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new MaintenanceError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the uploads folder as docs/operations.md says.',
    );
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const outDir = path.resolve(target ?? path.join('backups', stamp));
    const manifest = await backupDataDir(config.dataDir, outDir);
    console.log(
      `Backed up ${config.dataDir} to ${outDir}: the database and ${manifest.files} uploaded files.`,
    );
  } else if (command === 'restore' && target) {
    const previous = await restoreDataDir(path.resolve(target), config.dataDir);
    console.log(`Restored ${path.resolve(target)} into ${config.dataDir}.`);
    if (previous) console.log(`What was there before is kept in ${previous}.`);
  } else {
    throw new MaintenanceError('Usage: npm run backup [-- <folder>] | npm run restore -- <backup folder>');
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof MaintenanceError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

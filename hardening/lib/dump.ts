/** Every row of every table of the server's SQLite file, and every stored upload: what a test compares before and after. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './site.ts';

/**
 * What the server keeps about requests rather than what they store: the rate limits' counts. A
 * refused request counts toward its route's limit on purpose (a flood of refused writes is
 * limited too), so its row changing is no write of the request's.
 */
const REQUEST_BOOKKEEPING = new Set(['rate_limits']);

export function dumpDatabase(dataDir: string): Record<string, unknown[]> {
  const db = openDatabase(dataDir);
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%_fts%' order by name",
      )
      .all()
      .map((row) => row.name as string)
      .filter((table) => !REQUEST_BOOKKEEPING.has(table));
    return Object.fromEntries(
      tables.map((table) => [table, db.prepare(`select * from "${table}" order by rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

/** The tables whose rows differ between two dumps. */
export function changedTables(before: Record<string, unknown[]>, after: Record<string, unknown[]>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]));
}

const hashes = new Map<string, string>();

/** Each stored upload as `name size sha256` (folders as `name/`), sorted. */
export function listUploads(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const file = path.join(root, name);
      const stats = statSync(file);
      if (stats.isDirectory()) return `${name}/`;
      // Files are written once under a new name; the hash is read again if one ever changes.
      const key = `${file} ${stats.size} ${stats.mtimeMs}`;
      if (!hashes.has(key)) hashes.set(key, createHash('sha256').update(readFileSync(file)).digest('hex'));
      return `${name} ${stats.size} ${hashes.get(key)}`;
    })
    .sort();
}

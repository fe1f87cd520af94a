/** Every row of every table of the server's SQLite file, and every stored upload: what a test compares before and after. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './site.ts';

export function dumpDatabase(dataDir: string): Record<string, unknown[]> {
  const db = openDatabase(dataDir);
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%_fts%' order by name",
      )
      .all()
      .map((row) => row.name as string);
    return Object.fromEntries(
      tables.map((table) => [table, db.prepare(`select * from "${table}" order by rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

export function listUploads(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
}

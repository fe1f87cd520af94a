/**
 * Ages accounts in a server's database, as time would: the hardening and end-to-end tests make
 * established members this way (their reports weigh something only once the account is
 * `REPORTER_MIN_AGE_DAYS` old), against a server that keeps its production rule. The server's
 * SQLite file (safe while it runs: WAL), or its PostgreSQL database when it has one.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { REPORTER_MIN_AGE_DAYS } from 'shared-ui/contracts/reports';
import { withClient } from './scratch-schema.ts';

/** Where a server keeps its data: its DATA_DIR, and its DATABASE_URL when it is on PostgreSQL. */
export interface ServerStorage {
  dataDir: string;
  databaseUrl?: string;
}

/** Moves the accounts' creation back a day past the minimum age. */
export async function ageAccounts({ dataDir, databaseUrl }: ServerStorage, userIds: number[]): Promise<void> {
  const joined = new Date(Date.now() - (REPORTER_MIN_AGE_DAYS + 1) * 86_400_000).toISOString();
  if (databaseUrl) {
    await withClient(databaseUrl, async (client) => {
      for (const id of userIds)
        await client.query('update users set created_at = $1 where id = $2', [joined, id]);
    });
    return;
  }
  const db = new DatabaseSync(path.join(dataDir, 'app.db'), { timeout: 5000 });
  try {
    const update = db.prepare('update users set created_at = ? where id = ?');
    for (const id of userIds) update.run(joined, id);
  } finally {
    db.close();
  }
}

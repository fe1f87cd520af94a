/**
 * Ages accounts in a server's SQLite file, as time would: the hardening and end-to-end tests make
 * established members this way (their reports weigh something only once the account is
 * `REPORTER_MIN_AGE_DAYS` old), against a server that keeps its production rule.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { REPORTER_MIN_AGE_DAYS } from 'shared-ui/contracts/reports';

/** Moves the accounts' creation back a day past the minimum age; safe while the server runs (WAL). */
export function ageAccounts(dataDir: string, userIds: number[]): void {
  const db = new DatabaseSync(path.join(dataDir, 'app.db'), { timeout: 5000 });
  try {
    const joined = new Date(Date.now() - (REPORTER_MIN_AGE_DAYS + 1) * 86_400_000).toISOString();
    const update = db.prepare('update users set created_at = ? where id = ?');
    for (const id of userIds) update.run(joined, id);
  } finally {
    db.close();
  }
}

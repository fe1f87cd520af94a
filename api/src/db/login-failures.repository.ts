import { sql, type Kysely } from 'kysely';
import type { LoginFailure } from './login-failures.table.ts';
import type { Database } from './schema.ts';

export function findLoginFailure(db: Kysely<Database>, email: string): Promise<LoginFailure | undefined> {
  return db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * Counts one more consecutive failure. A count whose last failure is at or before
 * `forgetBefore` starts again from one.
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  email: string,
  now: Date,
  forgetBefore: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('login_failures')
    .values({ email, failures: 1, last_failure_at: at })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        failures: sql<number>`case when login_failures.last_failure_at <= ${forgetBefore.toISOString()}
          then 1 else login_failures.failures + 1 end`,
        last_failure_at: at,
      }),
    )
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

export async function deleteStaleLoginFailures(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('login_failures').where('last_failure_at', '<=', before.toISOString()).execute();
}

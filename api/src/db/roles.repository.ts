import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { Account } from 'shared-ui/contracts/admin';
import { forgetSessionsOf } from './sessions.repository.ts';
import type { Role } from './users.table.ts';

export type { Account } from 'shared-ui/contracts/admin';

const ACCOUNT_COLUMNS = ['id', 'username', 'email', 'role', 'created_at'] as const;

/** `%` and `_` in a search term match themselves. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of accounts, oldest first, optionally those whose username or email contains `search`. */
export async function listAccounts(
  db: Kysely<Database>,
  options: { search?: string; limit: number; offset: number },
): Promise<{ accounts: Account[]; total: number }> {
  const term = options.search?.trim();
  let query = db.selectFrom('users');
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('username')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('email')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [accounts, count] = await Promise.all([
    query.select(ACCOUNT_COLUMNS).orderBy('id').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { accounts, total: Number(count.n) };
}

export function findAccount(db: Kysely<Database>, id: number): Promise<Account | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Gives the account this role. Demoting is refused (returns false) when it would leave no
 * administrator; the check and the change are one statement.
 */
export async function changeRole(db: Kysely<Database>, id: number, role: Role): Promise<boolean> {
  let update = db.updateTable('users').set({ role }).where('id', '=', id);
  if (role !== 'admin') {
    update = update.where((eb) =>
      eb.or([
        eb('role', '<>', 'admin'),
        eb(
          eb
            .selectFrom('users as admins')
            .select(eb.fn.countAll().as('n'))
            .where('admins.role', '=', 'admin'),
          '>',
          1,
        ),
      ]),
    );
  }
  const result = await update.executeTakeFirst();
  await forgetSessionsOf(db, id);
  return result.numUpdatedRows > 0n;
}

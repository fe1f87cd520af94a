import type { Kysely } from 'kysely';
import type { AdminAction, NewAdminAction } from './admin-actions.table.ts';
import type { Database } from './schema.ts';

export async function recordAdminAction(db: Kysely<Database>, action: NewAdminAction): Promise<void> {
  await db.insertInto('admin_actions').values(action).execute();
}

/** The record of administrator actions, newest first, a page at a time. */
export function listAdminActions(
  db: Kysely<Database>,
  window: { limit: number; offset: number },
): Promise<AdminAction[]> {
  return db
    .selectFrom('admin_actions')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

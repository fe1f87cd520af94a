import type { Generated, Insertable, Selectable } from 'kysely';
import type { AdminAction as Contract } from 'shared-ui/contracts/admin';

/** One thing an administrator did through the API: the contract's record of it. */
export interface AdminActionsTable extends Omit<Contract, 'id'> {
  id: Generated<number>;
}

export type AdminAction = Selectable<AdminActionsTable>;
export type NewAdminAction = Insertable<AdminActionsTable>;

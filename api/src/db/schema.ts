import type { LoginFailuresTable } from './login-failures.table.ts';
import type { NewsTable } from './news.table.ts';
import type { SessionsTable } from './sessions.table.ts';
import type { UsersTable } from './users.table.ts';

/** Every table Kysely knows about. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  news: NewsTable;
}

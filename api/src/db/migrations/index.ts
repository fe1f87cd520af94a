import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './0001_foundation.ts';

/** Every migration, in order. A static list: no directory scanning at run time. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

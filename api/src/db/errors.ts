/** True when a database error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === '23505') return true; // PostgreSQL unique_violation
  const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
  const SQLITE_CONSTRAINT_UNIQUE = 2067;
  if (errcode === SQLITE_CONSTRAINT_UNIQUE || errcode === SQLITE_CONSTRAINT_PRIMARYKEY) return true;
  return typeof message === 'string' && message.startsWith('UNIQUE constraint failed');
}

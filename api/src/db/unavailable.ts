/**
 * Errors that mean the storage cannot serve right now, as opposed to a bug: PostgreSQL down or
 * restarting, a connection cut, SQLite locked past its busy timeout, a bucket that cannot be
 * reached or answers a server fault. The request is answered
 * 503 with a Retry-After, and the next one tries again (the pool opens a new connection).
 */

/** PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention). */
const POSTGRES_UNAVAILABLE = /^(08|57P0[123])/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when the server closes a connection under a query. */
const POSTGRES_CLOSED =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * An object store (media in a bucket: uploads/s3-storage.ts) answering a server fault: 500,
 * 503 SlowDown. The AWS SDK marks them `$fault: 'server'` once its own retries are spent.
 */
const isObjectStoreFault = (error: Error) =>
  (error as { $fault?: unknown }).$fault === 'server' && '$metadata' in error;

export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isObjectStoreFault(error)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof (error as { errstr?: unknown }).errstr === 'string' && /database is locked/.test(error.message))
    return true;
  if (POSTGRES_CLOSED.test(error.message)) return true;
  return error instanceof AggregateError && error.errors.some(isStorageUnavailable);
}

/** A full disk or quota (uploads, temp files, SQLite's own files): nothing could be stored. */
export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true; // 53100: PostgreSQL disk_full
  return (error as { errcode?: unknown }).errcode === 13; // SQLITE_FULL
}

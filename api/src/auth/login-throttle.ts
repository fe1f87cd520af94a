import { cooldownFor } from 'shared-ui/validation';
import type { LoginFailure } from '../db/login-failures.table.ts';

/**
 * Failures older than this are forgotten: the next failure counts from one again.
 * The server may be more lenient than the client's lockout, never stricter.
 */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds left in the cooldown earned by consecutive failures (spec section 4:
 * 5 failures give 5 minutes, 10 give 20 minutes, counted from the last failure); 0 when free.
 */
export function lockoutRemainingMs(record: LoginFailure | undefined, now: Date): number {
  if (!record) return 0;
  const sinceLastFailure = now.getTime() - Date.parse(record.last_failure_at);
  if (sinceLastFailure >= FAILURE_MEMORY_MS) return 0;
  return Math.max(0, cooldownFor(record.failures) - sinceLastFailure);
}

export const minutesRoundedUp = (ms: number) => Math.ceil(ms / 60_000);

import { cooldownFor } from 'shared-ui/validation';

/**
 * Failures older than this are forgotten: the next failure counts from one again.
 * The server may be more lenient than the client's lockout, never stricter.
 */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds left in the cooldown earned by consecutive failures (spec section 4:
 * 5 failures give 5 minutes, 10 give 20 minutes, counted from the last failure); 0 when free.
 * Plain values: how many failures in a row, and the milliseconds since the last one.
 */
export function lockoutRemainingMs(failures: number, sinceLastFailure: number): number {
  if (failures === 0 || sinceLastFailure >= FAILURE_MEMORY_MS) return 0;
  return Math.max(0, cooldownFor(failures) - sinceLastFailure);
}

export const minutesRoundedUp = (ms: number) => Math.ceil(ms / 60_000);

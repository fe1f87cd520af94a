import { useEffect, useState } from 'react';
import { auth } from '../../texts/auth.ts';
import { timings } from '../../validation/index.ts';
import { minutesLeft, useLockout } from './lockout-store.ts';

export interface Cooldown {
  /** A cooldown runs: the form's submit button is disabled. */
  coolingDown: boolean;
  /**
   * What the form says: the last attempt's error until the next check (or until another form or
   * tab counts a failure), then, while a cooldown runs, the minutes left: after a reload too, and
   * whichever form or tab started it.
   */
  message: string | null;
}

/**
 * The lockout as a login form shows it. The cooldown is checked every 10 s (spec), so the form
 * unlocks by itself and the minutes left count down.
 */
export function useCooldown(error: string | null): Cooldown {
  const lockout = useLockout();
  const [check, setCheck] = useState(() => ({ at: Date.now(), count: 0 }));
  useEffect(() => {
    const timer = setInterval(
      () => setCheck((last) => ({ at: Date.now(), count: last.count + 1 })),
      timings.cooldownCheckMs,
    );
    return () => clearInterval(timer);
  }, []);
  // The check and the lockout the error was last set under: while both are current, it is shown.
  const [shown, setShown] = useState({ error, check: check.count, lockout });
  if (shown.error !== error) setShown({ error, check: check.count, lockout });
  const fresh = error !== null && shown.check === check.count && shown.lockout === lockout;

  const coolingDown = lockout.cooldownUntil > check.at;
  if (!coolingDown || fresh) return { coolingDown, message: error };
  return { coolingDown, message: auth.lockedMinutes(minutesLeft(lockout, check.at)) };
}

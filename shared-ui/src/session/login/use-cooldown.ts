import { useEffect, useState } from 'react';
import { timings } from '../../validation/index.ts';
import { useLockout } from './lockout-store.ts';

/** True while a cooldown runs; re-checked every 10 s (spec) so the form unlocks by itself. */
export function useCoolingDown(): boolean {
  const cooldownUntil = useLockout((s) => s.cooldownUntil);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), timings.cooldownCheckMs);
    return () => clearInterval(timer);
  }, []);
  return cooldownUntil > now;
}

/**
 * The login lockout (spec section 4): failed attempts are counted on the
 * device; 5 or more give a 5-minute cooldown, 10 or more a 20-minute one;
 * success clears both. Persisted so a reload does not lift a cooldown.
 */
import { cooldownFor } from '../../validation/index.ts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface LockoutState {
  failures: number;
  /** Epoch ms until which login is refused; 0 when not cooling down. */
  cooldownUntil: number;
  recordFailure: (now?: number) => void;
  clear: () => void;
}

export const useLockout = create<LockoutState>()(
  persist(
    (set) => ({
      failures: 0,
      cooldownUntil: 0,
      recordFailure: (now = Date.now()) =>
        set((state) => {
          const failures = state.failures + 1;
          const cooldown = cooldownFor(failures);
          return { failures, cooldownUntil: cooldown ? now + cooldown : state.cooldownUntil };
        }),
      clear: () => set({ failures: 0, cooldownUntil: 0 }),
    }),
    { name: 'loginLockout', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Whole minutes left in a cooldown, rounded up. */
export function minutesLeft(cooldownUntil: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((cooldownUntil - now) / 60_000));
}

/** The login page and each remote's login dialog hold their own copy: a failure in one counts in all. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'loginLockout') void useLockout.persist.rehydrate();
  });
}

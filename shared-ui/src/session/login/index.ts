export { clearLockout, minutesLeft, readLockout, recordFailure, useLockout } from './lockout-store.ts';
export { useCooldown, type Cooldown } from './use-cooldown.ts';
export { attemptLogin, useLogin, type LoginOutcome } from './use-login.ts';

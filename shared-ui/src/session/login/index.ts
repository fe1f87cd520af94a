export { minutesLeft, useLockout } from './lockout-store.ts';
export { useCoolingDown } from './use-cooldown.ts';
export { attemptLogin, useLogin, type LoginOutcome } from './use-login.ts';

/**
 * Logging in, wherever it is asked for (the login page, the login dialog of the
 * marketplace and the articles): the spec's validation, the lockout counted on
 * the device, the server's answer, and the shared session on success.
 */
import { useState } from 'react';
import { login, useSession, type SessionUser } from 'shared-ui';
import { auth } from '../../texts/auth.ts';
import { attemptsLeft, lockout, validateLogin, type Credentials } from '../../validation/index.ts';
import { clearLockout, minutesLeft, readLockout, recordFailure } from './lockout-store.ts';

/** The message after the nth consecutive failed login (spec sections 4 and 8). */
function failureNotice(failures: number): string {
  if (failures >= lockout.secondThreshold) return auth.lockedTwenty;
  if (failures >= lockout.firstThreshold) return auth.lockedFive;
  return auth.attemptsLeft(attemptsLeft(failures));
}

export type LoginOutcome = { user: SessionUser; error?: undefined } | { user?: undefined; error: string };

/**
 * One login attempt: the error text to show, or the signed-in user (already in the
 * session store). Never throws; a network failure is an error text too.
 */
export async function attemptLogin(credentials: Credentials): Promise<LoginOutcome> {
  const invalid = validateLogin(credentials);
  if (invalid) return { error: invalid };
  const device = readLockout();
  if (device.cooldownUntil > Date.now()) return { error: auth.lockedMinutes(minutesLeft(device)) };
  try {
    const answer = await login({ email: credentials.email.trim(), password: credentials.password });
    if (answer.status === 'success' && answer.user) {
      clearLockout();
      useSession.getState().signIn(answer.user);
      return { user: answer.user };
    }
    if (answer.httpStatus === 401) {
      const notice = failureNotice(recordFailure().failures);
      return { error: `${answer.message ?? auth.invalidCredentials} ${notice}` };
    }
    return { error: answer.message ?? auth.invalidCredentials };
  } catch {
    return { error: auth.network };
  }
}

/** `attemptLogin` with the busy flag and the last error, for a form. */
export function useLogin(onSignedIn: (user: SessionUser) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(credentials: Credentials) {
    setBusy(true);
    setError(null);
    const outcome = await attemptLogin(credentials);
    setBusy(false);
    if (outcome.user) onSignedIn(outcome.user);
    else setError(outcome.error);
  }

  return { submit, busy, error };
}

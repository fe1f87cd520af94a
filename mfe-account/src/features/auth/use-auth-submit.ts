import { useState } from 'react';
import { login, register, texts, useSession } from 'shared-ui';
import {
  attemptsLeft,
  lockout,
  timings,
  validateLogin,
  validateRegistration,
  type Registration,
} from 'shared-ui/validation';
import { useTimedRedirect } from '../../shared/use-timed-redirect.ts';
import { minutesLeft, useLockout } from './lockout-store.ts';

export type AuthMode = 'login' | 'register';

export interface Feedback {
  error: string | null;
  toast: string | null;
}

/** The message after the nth consecutive failed login (spec sections 4 and 8). */
function failureNotice(failures: number): string {
  if (failures >= lockout.secondThreshold) return texts.auth.lockedTwenty;
  if (failures >= lockout.firstThreshold) return texts.auth.lockedFive;
  return texts.auth.attemptsLeft(attemptsLeft(failures));
}

/** Submits the auth form in either mode; returns feedback for the screen. */
export function useAuthSubmit(mode: AuthMode, onRegistered: () => void) {
  const signIn = useSession((s) => s.signIn);
  const redirect = useTimedRedirect();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>({ error: null, toast: null });

  async function submitLogin(form: Registration) {
    const { cooldownUntil, recordFailure, clear } = useLockout.getState();
    if (cooldownUntil > Date.now()) {
      return setFeedback({ error: texts.auth.lockedMinutes(minutesLeft(cooldownUntil)), toast: null });
    }
    const answer = await login({ email: form.email.trim(), password: form.password });
    if (answer.status === 'success' && answer.user) {
      clear();
      signIn(answer.user);
      setFeedback({ error: null, toast: texts.auth.loginSuccess });
      return redirect('/profile', timings.redirectAfterAuthMs);
    }
    if (answer.httpStatus === 401) {
      recordFailure();
      const failures = useLockout.getState().failures;
      const notice = failureNotice(failures);
      const message = answer.message ?? texts.auth.invalidCredentials;
      return setFeedback({ error: `${message} ${notice}`, toast: null });
    }
    setFeedback({ error: answer.message ?? texts.auth.invalidCredentials, toast: null });
  }

  async function submitRegister(form: Registration) {
    const answer = await register({ ...form, email: form.email.trim(), username: form.username.trim() });
    if (answer.status === 'success') {
      onRegistered();
      setFeedback({ error: null, toast: answer.message ?? texts.auth.registerSuccess });
      return redirect('/login', timings.redirectAfterAuthMs);
    }
    setFeedback({ error: answer.message ?? texts.auth.registerFailed, toast: null });
  }

  async function submit(form: Registration) {
    const invalid = mode === 'login' ? validateLogin(form) : validateRegistration(form);
    if (invalid) return setFeedback({ error: invalid, toast: null });
    setBusy(true);
    setFeedback({ error: null, toast: null });
    try {
      await (mode === 'login' ? submitLogin(form) : submitRegister(form));
    } catch {
      setFeedback({ error: texts.auth.network, toast: null });
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, feedback };
}

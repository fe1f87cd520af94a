import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGES, register } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { attemptLogin } from 'shared-ui/login';
import { timings, validateRegistration, type Registration } from 'shared-ui/validation';
import { returnPath } from '../../shared/require-session.tsx';
import { useTimedRedirect } from '../../shared/use-timed-redirect.ts';

export type AuthMode = 'login' | 'register';

export interface Feedback {
  error: string | null;
  toast: string | null;
}

/** Submits the auth form in either mode; returns feedback for the screen. */
export function useAuthSubmit(mode: AuthMode, onRegistered: () => void) {
  const redirect = useTimedRedirect();
  // The page a guest asked for, which the session guard sent here (the profile by default).
  const { state } = useLocation();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>({ error: null, toast: null });

  async function submitLogin(form: Registration) {
    const outcome = await attemptLogin(form);
    if (outcome.error !== undefined) return setFeedback({ error: outcome.error, toast: null });
    setFeedback({ error: null, toast: auth.loginSuccess });
    redirect(returnPath(state), timings.redirectAfterAuthMs);
  }

  async function submitRegister(form: Registration) {
    const invalid = validateRegistration(form);
    if (invalid) return setFeedback({ error: invalid, toast: null });
    const answer = await register({ ...form, email: form.email.trim(), username: form.username.trim() });
    if (answer.status === 'success') {
      onRegistered();
      setFeedback({ error: null, toast: answer.message ?? auth.registerSuccess });
      return redirect(PAGES.login, timings.redirectAfterAuthMs, state);
    }
    setFeedback({ error: answer.message ?? auth.registerFailed, toast: null });
  }

  async function submit(form: Registration) {
    setBusy(true);
    setFeedback({ error: null, toast: null });
    try {
      await (mode === 'login' ? submitLogin(form) : submitRegister(form));
    } catch {
      setFeedback({ error: auth.network, toast: null });
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, feedback };
}

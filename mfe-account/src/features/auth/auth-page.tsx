import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PAGES } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { TextField } from 'shared-ui/text-field';
import { Toast } from 'shared-ui/toast';
import { type Registration } from 'shared-ui/validation';
import { useAuthSubmit, type AuthMode } from './use-auth-submit.ts';
import { useCooldown } from 'shared-ui/login';

const empty: Registration = { username: '', email: '', password: '' };
const t = auth;

/** One auth screen in two modes: log in (email, password) and register (plus username). */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const [form, setForm] = useState<Registration>(empty);
  const { submit, busy, feedback } = useAuthSubmit(mode, () => setForm(empty));
  const isLogin = mode === 'login';
  // Logging in, the lockout speaks too (after a reload, or when another form started it).
  const cooldown = useCooldown(feedback.error);
  const error = isLogin ? cooldown.message : feedback.error;
  // Switching modes keeps the page a guest asked for (the session guard's `from`).
  const { state } = useLocation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
  };
  const field = (name: keyof Registration) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
    required: true,
  });

  return (
    <section className="ui-page account-auth">
      <div className="ui-card account-auth__card">
        <h1>{isLogin ? t.loginTitle : t.registerTitle}</h1>
        <form onSubmit={onSubmit} noValidate>
          {!isLogin && <TextField label={t.username} autoComplete="username" {...field('username')} />}
          <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t.password}
            type="password"
            autoComplete={isLogin ? 'current-password' : 'new-password'}
            {...field('password')}
          />
          {error && <MessageBanner tone="danger">{error}</MessageBanner>}
          <Button type="submit" busy={busy} disabled={isLogin && cooldown.coolingDown}>
            {isLogin ? t.login : t.register}
          </Button>
        </form>
        <p className="account-auth__switch">
          {isLogin ? (
            <>
              {t.newHere}{' '}
              <Link to={PAGES.register} state={state}>
                {t.createAccount}
              </Link>
            </>
          ) : (
            <>
              {t.alreadyMember}{' '}
              <Link to={PAGES.login} state={state}>
                {t.loginTitle}
              </Link>
            </>
          )}
        </p>
      </div>
      <Toast message={feedback.toast} />
    </section>
  );
}

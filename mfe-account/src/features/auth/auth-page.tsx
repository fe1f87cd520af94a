import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MessageBanner, Toast } from 'shared-ui';
import { type Registration } from 'shared-ui/validation';
import { useAuthSubmit, type AuthMode } from './use-auth-submit.ts';
import { useCoolingDown } from './use-cooldown.ts';

const empty: Registration = { username: '', email: '', password: '' };

/** One auth screen in two modes: log in (email, password) and register (plus username). */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const [form, setForm] = useState<Registration>(empty);
  const { submit, busy, feedback } = useAuthSubmit(mode, () => setForm(empty));
  const coolingDown = useCoolingDown();
  const isLogin = mode === 'login';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
  };
  const field = (name: keyof Registration) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <section className="ui-page account-auth">
      <div className="ui-card account-auth__card">
        <h1>{isLogin ? 'Log in' : 'Create your account'}</h1>
        <form onSubmit={onSubmit} noValidate>
          {!isLogin && (
            <label className="ui-field">
              <span>Username</span>
              <input {...field('username')} autoComplete="username" required />
            </label>
          )}
          <label className="ui-field">
            <span>Email</span>
            <input {...field('email')} type="email" autoComplete="email" required />
          </label>
          <label className="ui-field">
            <span>Password</span>
            <input
              {...field('password')}
              type="password"
              autoComplete={isLogin ? 'current-password' : 'new-password'}
              required
            />
          </label>
          {feedback.error && <MessageBanner tone="danger">{feedback.error}</MessageBanner>}
          <button type="submit" className="ui-button" disabled={busy || (isLogin && coolingDown)}>
            {isLogin ? 'Log in' : 'Register'}
          </button>
        </form>
        <p className="account-auth__switch">
          {isLogin ? (
            <>
              New here? <Link to="/register">Create an account</Link>
            </>
          ) : (
            <>
              Already a member? <Link to="/login">Log in</Link>
            </>
          )}
        </p>
      </div>
      <Toast message={feedback.toast} />
    </section>
  );
}

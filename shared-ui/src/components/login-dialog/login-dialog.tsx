import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { type SessionUser } from 'shared-ui';
import { PAGES } from '../../contracts/pages.ts';
import { auth } from '../../texts/auth.ts';
import { useCooldown, useLogin } from '../../session/login/index.ts';
import type { Credentials } from '../../validation/index.ts';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { MessageBanner } from '../message-banner/message-banner.tsx';
import { TextField } from '../text-field/text-field.tsx';
import './login-dialog.css';

export interface LoginDialogProps {
  open: boolean;
  /** Escape, Close or the backdrop: the visitor stays a guest. */
  onClose: () => void;
  /** After a successful login (the session store already holds the user); the dialog closes itself. */
  onSignedIn?: (user: SessionUser) => void;
  /** Why the login is asked for, e.g. 'Please log in to follow an author.' */
  reason?: string;
}

const empty: Credentials = { email: '', password: '' };
const t = auth;

/**
 * The login modal (spec: sell without a session, follow as a guest): email and password with
 * the login page's validation and lockout, without leaving the page the visitor is on.
 */
export function LoginDialog({ open, onClose, onSignedIn, reason }: LoginDialogProps) {
  const [form, setForm] = useState<Credentials>(empty);
  const { submit, busy, error } = useLogin((user) => {
    setForm(empty);
    onClose();
    onSignedIn?.(user);
  });
  const { coolingDown, message } = useCooldown(error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(form);
  };
  const field = (name: keyof Credentials) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
    required: true,
  });

  return (
    <Dialog open={open} onClose={onClose} title={t.loginTitle}>
      <form className="ui-login" onSubmit={onSubmit} noValidate>
        {reason && <MessageBanner tone="info">{reason}</MessageBanner>}
        <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        {message && <MessageBanner tone="danger">{message}</MessageBanner>}
        <Button type="submit" busy={busy} disabled={coolingDown}>
          {t.login}
        </Button>
        <p className="ui-login__switch">
          {t.newHere}{' '}
          <Link to={PAGES.register} onClick={onClose}>
            {t.createAccount}
          </Link>
        </p>
      </form>
    </Dialog>
  );
}

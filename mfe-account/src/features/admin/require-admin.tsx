import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState, PAGES, useCurrentUser, useSession } from 'shared-ui';
import { Button } from 'shared-ui/button';
import { MessageBanner } from 'shared-ui/message-banner';
import { admin as t } from '../../texts/admin.ts';
import { whoAmI } from './api.ts';

type Access = 'checking' | 'admin' | 'member' | 'guest' | 'failed';

/**
 * Administrators only: a guest goes to /login, a member to /not-allowed. The device's session
 * record is only a hint, so the server is asked who the session belongs to; it refuses the
 * admin API to anyone else whatever this page does.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ probe: string; access: Access } | null>(null);
  const probe = `${user?.id ?? ''}:${attempt}`;

  useEffect(() => {
    if (!probe.startsWith(':')) {
      let current = true;
      const settle = (access: Access) => current && setResult({ probe, access });
      whoAmI().then(
        ({ code, user: account }) => {
          if (code === 401) {
            useSession.getState().signOut();
            settle('guest');
          } else if (account?.role === 'admin') settle('admin');
          else settle(account ? 'member' : 'failed');
        },
        () => settle('failed'),
      );
      return () => {
        current = false;
      };
    }
  }, [probe]);

  const access: Access = !user ? 'guest' : result?.probe === probe ? result.access : 'checking';
  if (access === 'guest') return <Navigate to={PAGES.login} replace />;
  if (access === 'member') return <Navigate to={PAGES.notAllowed} replace />;
  if (access === 'checking') return <LoadingState label={t.checking} />;
  if (access === 'failed') {
    return (
      <section className="ui-page">
        <MessageBanner tone="danger">{t.failed}</MessageBanner>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t.retry}</Button>
      </section>
    );
  }
  return children;
}

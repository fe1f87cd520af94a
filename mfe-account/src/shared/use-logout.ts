import { useNavigate } from 'react-router-dom';
import { useSignOut, type PAGES } from 'shared-ui';
import { leavingOnLogout } from './require-session.tsx';

/**
 * Logout (spec section 4): leaves for `to` (/home; / from /create) and signs out everywhere: the
 * device's session (every open tab follows it) and the server's. The session guard is told, so
 * it does not send the member to /login on the way out.
 */
export function useLogout(to: typeof PAGES.home | typeof PAGES.root): () => Promise<void> {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return async () => {
    leavingOnLogout();
    navigate(to);
    await signOut();
  };
}

import { useNavigate } from 'react-router-dom';
import { useSignOut } from 'shared-ui';

/**
 * Logout (spec section 4): leaves for `to` (/home; / from /create) and signs out everywhere: the
 * device's session (every open tab follows it) and the server's. The page is left first, so its
 * session guard does not send the member to /login on the way out.
 */
export function useLogout(to: '/home' | '/'): () => Promise<void> {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return async () => {
    navigate(to);
    await signOut();
  };
}

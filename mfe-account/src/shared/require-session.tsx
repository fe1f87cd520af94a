import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PAGES, useCurrentUser } from 'shared-ui';

/** Where the login page returns to: the page a guest asked for (`state.from` of /login). */
export interface ReturnState {
  from?: string;
}

/** The page to return to after login, from the location state the guard left; /profile by default. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : PAGES.profile;
}

/**
 * Set while the member logs out here: the page is on its way to /home (or /), so the guard lets
 * it go instead of sending it to /login. The guarded page clears it as it unmounts.
 */
let loggingOut = false;

/** Called by Logout before it signs out and leaves the page. */
export function leavingOnLogout(): void {
  loggingOut = true;
}

/**
 * Session guard (spec section 5): member pages redirect to /login without a session, remembering
 * the page asked for (with its query) so the login returns there. A sign-out in another tab
 * empties the shared session here too, and the page leaves at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  useEffect(
    () => () => {
      loggingOut = false;
    },
    [],
  );
  if (user) return children;
  if (loggingOut) return null;
  const state: ReturnState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={PAGES.login} replace state={state} />;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-ui';

/** Session guard (spec section 5): member pages redirect to /login without a session. */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return user ? children : <Navigate to="/login" replace />;
}

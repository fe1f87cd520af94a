import { useCallback } from 'react';
import { logout } from '../api/users.ts';
import { useSession } from './session-store.ts';

/**
 * Signs the member out everywhere: the device record goes at once (the UI
 * updates without waiting) and the server session is ended.
 */
export function useSignOut(): () => Promise<void> {
  const signOut = useSession((s) => s.signOut);
  return useCallback(async () => {
    signOut();
    try {
      await logout();
    } catch {
      // Offline: the server session expires on its own; the device is already signed out.
    }
  }, [signOut]);
}

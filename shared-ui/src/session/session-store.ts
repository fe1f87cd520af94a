/**
 * The session store: the signed-in member's identity, one instance for the
 * whole page (shared-ui is a federation singleton). Persisted on the device
 * under `userSession` in the spec's shape ({id, username, email, following}).
 * The server's httpOnly cookie is the real session; this is the UI's view of it, confirmed
 * with the server at start (confirm-session.ts).
 */
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { SessionUser } from '../contracts/index.ts';

export const SESSION_STORAGE_KEY = 'userSession';

export interface SessionState {
  user: SessionUser | null;
  signIn: (user: SessionUser) => void;
  signOut: () => void;
  setFollowing: (authorIds: number[]) => void;
}

function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<SessionUser> | null;
  return !!v && typeof v.id === 'number' && typeof v.username === 'string' && typeof v.email === 'string';
}

/** Stores the bare user record (not zustand's envelope), as the spec names it. */
const userSessionStorage: PersistStorage<Pick<SessionState, 'user'>> = {
  getItem: (key) => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return { state: { user: isSessionUser(parsed) ? parsed : null }, version: 0 };
    } catch {
      return { state: { user: null }, version: 0 };
    }
  },
  setItem: (key, value) => {
    if (value.state.user) localStorage.setItem(key, JSON.stringify(value.state.user));
    else localStorage.removeItem(key);
  },
  removeItem: (key) => localStorage.removeItem(key),
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      signIn: (user) => set({ user: { following: [], ...user } }),
      signOut: () => set({ user: null }),
      setFollowing: (authorIds) =>
        set((state) => (state.user ? { user: { ...state.user, following: authorIds } } : state)),
    }),
    { name: SESSION_STORAGE_KEY, storage: userSessionStorage, partialize: (s) => ({ user: s.user }) },
  ),
);

/** Keeps every open tab in step: a sign-in or sign-out elsewhere rehydrates this one. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  });
}

/** The signed-in user, or null for a guest. */
export const useCurrentUser = () => useSession((s) => s.user);

import { answerOf, read } from '../api/endpoints.ts';
import { me } from '../contracts/endpoints/users.ts';
import { useSession } from './session-store.ts';

/**
 * The `userSession` record on the device is only a hint: anyone with the device can write one.
 * At start the server is asked who the session cookie belongs to (the `me` call). A record
 * it does not confirm (no session: 401) is dropped; a cookie of another member replaces it. When
 * the server cannot be asked (offline, a failure) the record stays, so the offline app still
 * knows its member; every write is checked by the server anyway.
 */
export async function confirmStoredSession(): Promise<void> {
  const stored = useSession.getState().user;
  if (!stored) return;
  let response: Response;
  try {
    response = await read(me);
  } catch {
    return;
  }
  // A sign-in or sign-out meanwhile is newer than this answer.
  if (useSession.getState().user !== stored) return;
  if (response.status === 401) {
    useSession.getState().signOut();
    return;
  }
  if (!response.ok) return;
  const { user } = await answerOf(me, response).catch(() => ({ user: undefined }));
  if (user && user.id !== stored.id)
    useSession
      .getState()
      .signIn({ id: user.id, username: user.username, email: user.email, role: user.role });
  else if (user && user.role !== stored.role) useSession.getState().signIn({ ...stored, role: user.role });
}

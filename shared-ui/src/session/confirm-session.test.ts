import { act } from '@testing-library/react';
import { me } from 'shared-ui/contracts/users';
import { fakeApi, networkFailure, on, serverFailure } from '../../../jest/fake-api.ts';
import { confirmStoredSession } from './confirm-session.ts';
import { SESSION_STORAGE_KEY, useSession } from './session-store.ts';

const amina = { id: 7, username: 'Amina', email: 'amina@example.com' };

/** The session call, answering `user` as the cookie's account. */
const answering = (user: typeof amina) =>
  on(me, () => ({ status: 'success', user: { ...user, role: 'member' } }));

beforeEach(() => {
  act(() => useSession.getState().signIn(amina));
});
afterEach(() => {
  act(() => useSession.getState().signOut());
});

describe('confirming the stored session with the server', () => {
  it('drops a record the server does not confirm', async () => {
    fakeApi(on(me, (call) => call.answer(401, { status: 'error', message: 'Not logged in.' })));
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a record the server confirms', async () => {
    fakeApi(answering(amina));
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(amina);
  });

  it("takes the server's member when the cookie is someone else's", async () => {
    const baraka = { id: 9, username: 'Baraka', email: 'baraka@example.com' };
    fakeApi(answering(baraka));
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(baraka);
  });

  it("takes the server's role: an administrator made a member again loses the hint", async () => {
    act(() => useSession.getState().signIn({ ...amina, following: [3], role: 'admin' }));
    fakeApi(answering(amina));
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toEqual({ ...amina, following: [3], role: 'member' });
  });

  it('keeps the record when the server cannot be asked', async () => {
    fakeApi(on(me, networkFailure));
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(amina);
    fakeApi(on(me, () => serverFailure(503, { status: 'error', message: 'Try again.' })));
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(amina);
  });

  it('asks nothing for a guest', async () => {
    act(() => useSession.getState().signOut());
    const sent = fakeApi(on(me, (call) => call.answer(401, { status: 'error', message: 'Not logged in.' })));
    await act(() => confirmStoredSession());
    expect(sent).toHaveLength(0);
  });
});

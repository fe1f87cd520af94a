import { act } from '@testing-library/react';
import { configureApi } from '../api/client.ts';
import { confirmStoredSession } from './confirm-session.ts';
import { SESSION_STORAGE_KEY, useSession } from './session-store.ts';

const amina = { id: 7, username: 'Amina', email: 'amina@example.com' };
const answer = (status: number, body: unknown = {}) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status }));

let realFetch: typeof fetch;
beforeEach(() => {
  realFetch = globalThis.fetch;
  configureApi({ default: `${location.origin}/api` });
  act(() => useSession.getState().signIn(amina));
});
afterEach(() => {
  globalThis.fetch = realFetch;
  configureApi(undefined);
  act(() => useSession.getState().signOut());
});

describe('confirming the stored session with the server', () => {
  it('drops a record the server does not confirm', async () => {
    globalThis.fetch = answer(401, { status: 'error', message: 'Not logged in.' });
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a record the server confirms', async () => {
    globalThis.fetch = answer(200, { status: 'success', user: { ...amina, role: 'member' } });
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(amina);
  });

  it("takes the server's member when the cookie is someone else's", async () => {
    const baraka = { id: 9, username: 'Baraka', email: 'baraka@example.com' };
    globalThis.fetch = answer(200, { status: 'success', user: { ...baraka, role: 'member' } });
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(baraka);
  });

  it("takes the server's role: an administrator made a member again loses the hint", async () => {
    act(() => useSession.getState().signIn({ ...amina, following: [3], role: 'admin' }));
    globalThis.fetch = answer(200, { status: 'success', user: { ...amina, role: 'member' } });
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toEqual({ ...amina, following: [3], role: 'member' });
  });

  it('keeps the record when the server cannot be asked', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(amina);
    globalThis.fetch = answer(503, { status: 'error', message: 'Try again.' });
    await act(() => confirmStoredSession());
    expect(useSession.getState().user).toMatchObject(amina);
  });

  it('asks nothing for a guest', async () => {
    act(() => useSession.getState().signOut());
    const fetched = answer(401);
    globalThis.fetch = fetched;
    await act(() => confirmStoredSession());
    expect(fetched).not.toHaveBeenCalled();
  });
});

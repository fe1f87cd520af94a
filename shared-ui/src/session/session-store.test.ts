import { act } from '@testing-library/react';
import { SESSION_STORAGE_KEY, useSession } from './session-store.ts';

const amina = { id: 7, username: 'Amina', email: 'amina@example.com' };

beforeEach(() => act(() => useSession.getState().signOut()));

describe('session store', () => {
  it('keeps the signed-in identity under userSession in the spec shape', () => {
    act(() => useSession.getState().signIn(amina));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      ...amina,
      following: [],
    });
  });

  it('forgets the identity on sign-out', () => {
    act(() => useSession.getState().signIn(amina));
    act(() => useSession.getState().signOut());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('records followed authors for the signed-in member only', () => {
    act(() => useSession.getState().setFollowing([3]));
    expect(useSession.getState().user).toBeNull();
    act(() => useSession.getState().signIn(amina));
    act(() => useSession.getState().setFollowing([3, 9]));
    expect(useSession.getState().user?.following).toEqual([3, 9]);
  });

  it('follows a sign-in made in another tab', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(amina));
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(useSession.getState().user).toMatchObject(amina);
  });

  it('ignores a damaged record', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"id":"not-a-number"');
    await act(() => useSession.persist.rehydrate());
    expect(useSession.getState().user).toBeNull();
  });
});

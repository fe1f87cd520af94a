/**
 * Test helpers: a page rendered at a path inside a router (with the address it is at shown for
 * the test to read), a signed-in member, and everything put back after a test. The API is
 * answered by jest/fake-api.ts.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSession, type SessionUser } from 'shared-ui';

/** The address the router is at, for tests of what the URL keeps. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

/** Renders `ui` (a page or the App) at a path. */
export function renderAt(path: string, ui: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Address />
    </MemoryRouter>,
  );
}

export const signIn = (user: Partial<SessionUser> = {}) =>
  act(() =>
    useSession.getState().signIn({ id: 9, username: 'Zawadi', email: 'zawadi@example.com', ...user }),
  );

/** Puts back every spy and signs out. */
export function resetAll() {
  jest.restoreAllMocks();
  act(() => useSession.getState().signOut());
}

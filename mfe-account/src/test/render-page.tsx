/**
 * Renders an account page at an address with a signed-in member and the API answered by
 * `routes` (the fake API of jest/fake-api.ts, speaking the contracts); shows the current address
 * in a `status` named 'location' so a test can follow navigation.
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { fakeApi, type FakeRoute } from '../../../jest/fake-api.ts';
import { AMINA } from './fixtures.ts';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders `path`; returns the render's queries and the requests sent (`sent`). */
export function renderPage(
  path: string,
  pages: Record<string, ReactElement>,
  routes: readonly FakeRoute[] = [],
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const sent = fakeApi(...routes);
  if (signedIn) act(() => useSession.getState().signIn(AMINA));
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(pages).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { ...view, sent };
}

/** Signs the member out after a test (jest/setup.ts puts the API back). */
export function cleanUpPage() {
  act(() => useSession.getState().signOut());
}

/**
 * Renders an account page at an address with a signed-in member and the API answered by
 * `routes` (`'GET users/get_user_stats.php'` → answer); shows the current address in a
 * `status` named 'location' so a test can follow navigation.
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useSession } from 'shared-ui';

export const AMINA = { id: 7, username: 'Amina', email: 'amina@example.com' };

export type ApiRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

function Where() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderPage(
  path: string,
  pages: Record<string, ReactElement>,
  routes: ApiRoutes = {},
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const answer = routes[`${request.method} ${url.pathname.replace(/^\/api\//, '')}`];
    return answer
      ? answer(request)
      : Response.json({ status: 'error', message: 'Not found.' }, { status: 404 });
  });
  configureApi({ default: `${location.origin}/api` });
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
  return { ...view, requests };
}

export function cleanUpPage() {
  jest.restoreAllMocks();
  configureApi(undefined);
  act(() => useSession.getState().signOut());
}

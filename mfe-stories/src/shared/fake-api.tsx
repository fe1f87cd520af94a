/**
 * Test helpers: the API answered by handlers keyed by path (under /api/), each request kept,
 * and a page rendered at a path inside the remote's own App (its routes, its notices).
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { configureApi, useSession, type SessionUser } from 'shared-ui';
import type { StoryArticle } from '../features/articles/api.ts';

export type Handler = (request: Request, url: URL) => Response | Promise<Response>;

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers each API call with the handler of its path (404 without one); returns what was sent. */
export function fakeApi(handlers: Record<string, Handler>): Sent[] {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
    });
    const handler = handlers[path];
    return handler ? handler(request, url) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  configureApi({ default: `${location.origin}/api` });
  return sent;
}

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

export function resetAll() {
  jest.restoreAllMocks();
  configureApi(undefined);
  act(() => useSession.getState().signOut());
}

/** An article as the API answers it. */
export const article = (id: number, changes: Partial<StoryArticle> = {}): StoryArticle => ({
  id,
  article_name: `Story ${id}`,
  description: `The text of story ${id}.`,
  category: 'Culture',
  subcategory: 'Traditions',
  status: 'published',
  likes_count: 4,
  created_at: '2026-03-12T09:00:00.000Z',
  user_id: 3,
  user_name: 'Amina Mwende',
  profile_image: null,
  image_url1: null,
  image_url2: null,
  image_url3: null,
  video_url1: null,
  video_url2: null,
  comments_count: 2,
  ...changes,
});

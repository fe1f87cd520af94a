import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, useSession } from 'shared-ui';
import { admin as t } from 'shared-ui/texts/admin';
import { fakeApi, type FakeAnswer } from '../../../../jest/fake-api.ts';
import { AdminPage } from './admin-page.tsx';

const ADMIN = { id: 1, username: 'admin', email: 'admin@example.org', role: 'admin' as const };
const MEMBER = { id: 2, username: 'Amina', email: 'amina@example.org', role: 'member' as const };

const ARTICLE = {
  id: 7,
  article_name: 'Kaya walk',
  description: 'A walk through the sacred forest, told in full.',
  category: 'Culture',
  subcategory: 'Forests',
  status: 'pending',
  created_at: '2026-06-01T10:00:00.000Z',
  user_name: 'Amina',
  image_url1: 'kaya.webp',
  image_url2: null,
  image_url3: null,
  video_url1: null,
  video_url2: null,
};

/** Renders `path` with the API answering through `answer`; returns the requests sent. */
function renderAt(path: string, answer: FakeAnswer) {
  const requests = fakeApi(answer);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminPage />} />
        <Route path="/login" element={<p>the login page</p>} />
        <Route path="/not-allowed" element={<p>access denied</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return requests;
}

/** An API that knows `user` as the session's account and answers the articles queue. */
const api =
  (user: typeof ADMIN | typeof MEMBER, articles = [ARTICLE]): FakeAnswer =>
  async (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/users/me.php')) return Response.json({ status: 'success', user });
    if (url.pathname.endsWith('/admin/articles/counts'))
      return Response.json({
        status: 'success',
        counts: { pending: articles.length, published: 4, rejected: 1 },
      });
    if (url.pathname.endsWith('/admin/articles'))
      return Response.json({ status: 'success', articles, page: 1, hasMore: false });
    if (url.pathname.endsWith(`/admin/articles/${ARTICLE.id}`)) {
      const body = (await request.json()) as { status: string };
      return Response.json({
        status: 'success',
        message: 'Article updated.',
        article: { ...ARTICLE, ...body },
      });
    }
    return Response.json({ status: 'error', message: 'unexpected' }, { status: 500 });
  };

describe('admin console', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    configureApi(undefined);
    act(() => useSession.getState().signOut());
  });

  it('sends a guest to /login without asking the server', () => {
    const requests = renderAt('/admin/articles', api(ADMIN));
    expect(screen.getByText('the login page')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends a member to /not-allowed, even one whose device claims the admin role', async () => {
    act(() => useSession.getState().signIn({ ...MEMBER, role: 'admin' }));
    renderAt('/admin/news', api(MEMBER));
    expect(await screen.findByText('access denied')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.title })).not.toBeInTheDocument();
  });

  it('sends a device whose session has ended to /login', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    renderAt('/admin', () => Response.json({ status: 'error', message: 'Not logged in.' }, { status: 401 }));
    expect(await screen.findByText('the login page')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('shows an administrator the pending articles first, with their full text, media and counts', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    const requests = renderAt('/admin', api(ADMIN));
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: ARTICLE.article_name })).toBeInTheDocument();
    expect(screen.getByText(ARTICLE.description)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.articles.image(ARTICLE.article_name, 1) })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/images/kaya.webp'),
    );
    const filters = screen.getByRole('group', { name: t.articles.filter });
    expect(
      await within(filters).findByRole('button', { name: t.articles.countOf('Pending', 1), pressed: true }),
    ).toBeInTheDocument();
    const read = requests.find((r) => new URL(r.url).pathname.endsWith('/admin/articles'))!;
    expect(new URL(read.url).searchParams.get('status')).toBe('pending');
    for (const name of Object.values(t.nav)) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('rejects an article with a reason; it leaves the queue and the server says so', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    const requests = renderAt('/admin/articles', api(ADMIN));
    await screen.findByRole('heading', { name: ARTICLE.article_name });
    await userEvent.type(screen.getByLabelText(t.articles.reason), 'Off topic');
    await userEvent.click(screen.getByRole('button', { name: t.articles.reject }));
    expect(await screen.findByRole('status')).toHaveTextContent('Article updated.');
    expect(screen.queryByRole('heading', { name: ARTICLE.article_name })).not.toBeInTheDocument();
    const decision = requests.find((r) => r.method === 'POST')!;
    expect(new URL(decision.url).pathname).toBe(`/api/admin/articles/${ARTICLE.id}`);
    expect(await decision.json()).toEqual({ status: 'rejected', reason: 'Off topic' });
  });

  it('says when the queue is empty', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    renderAt('/admin/articles', api(ADMIN, []));
    expect(await screen.findByText(t.articles.none)).toBeInTheDocument();
  });
});

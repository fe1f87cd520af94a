import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { countArticles, listArticles, setArticleStatus } from 'shared-ui/contracts/admin';
import type { ArticleEntity } from 'shared-ui/contracts/entities';
import { me, type SignedInUser } from 'shared-ui/contracts/users';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { article, signedInUser } from '../../test/fixtures.ts';
import { admin as t } from '../../texts/admin.ts';
import { admin as adminSw } from '../../texts/sw/admin.ts';
import { translateTextsLate } from '../../../../jest/texts-translated-late.ts';
import { AdminPage } from './admin-page.tsx';

const ADMIN = signedInUser({ id: 1, username: 'admin', email: 'admin@example.org', role: 'admin' });
const MEMBER = signedInUser({ id: 2, username: 'Amina', email: 'amina@example.org', role: 'member' });

const ARTICLE = article(7, {
  article_name: 'Kaya walk',
  description: 'A walk through the sacred forest, told in full.',
  image_url1: 'kaya.webp',
});

/** Renders `path` with the API answering by `routes`; returns the requests sent. */
function renderAt(path: string, routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminPage />} />
        <Route path="/login" element={<p>the login page</p>} />
        <Route path="/not-allowed" element={<p>access denied</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return sent;
}

/** An API that knows `user` as the session's account and answers the articles queue. */
const api = (user: SignedInUser, articles: ArticleEntity[] = [ARTICLE]): FakeRoute[] => [
  on(me, () => ({ status: 'success', user })),
  on(countArticles, () => ({
    status: 'success',
    counts: { pending: articles.length, published: 4, rejected: 1 },
  })),
  on(listArticles, () => ({ status: 'success', articles, page: 1, hasMore: false })),
  on(setArticleStatus, () => ({
    status: 'success',
    message: 'Article updated.',
    article: { ...ARTICLE, status: 'rejected' },
  })),
];

describe('admin console', () => {
  afterEach(() => {
    act(() => useSession.getState().signOut());
  });

  it('sends a guest to /login without asking the server', () => {
    const sent = renderAt('/admin/articles', api(ADMIN));
    expect(screen.getByText('the login page')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends a member to /not-allowed, even one whose device claims the admin role', async () => {
    act(() => useSession.getState().signIn({ ...MEMBER, role: 'admin' }));
    renderAt('/admin/news', api(MEMBER));
    expect(await screen.findByText('access denied')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.title })).not.toBeInTheDocument();
  });

  it('sends a device whose session has ended to /login', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    renderAt('/admin', [on(me, (call) => call.answer(401, { status: 'error', message: 'Not logged in.' }))]);
    expect(await screen.findByText('the login page')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('shows an administrator the pending articles first, with their full text, media and counts', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    const sent = renderAt('/admin', api(ADMIN));
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
    const read = sent.find((request) => request.endpoint === listArticles)!;
    expect(read.query.get('status')).toBe('pending');
    for (const name of Object.values(t.nav)) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('rejects an article with a reason; it leaves the queue and the server says so', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    const sent = renderAt('/admin/articles', api(ADMIN));
    await screen.findByRole('heading', { name: ARTICLE.article_name });
    await userEvent.type(screen.getByLabelText(t.articles.reason), 'Off topic');
    await userEvent.click(screen.getByRole('button', { name: t.articles.reject }));
    expect(await screen.findByRole('status')).toHaveTextContent('Article updated.');
    expect(screen.queryByRole('heading', { name: ARTICLE.article_name })).not.toBeInTheDocument();
    const decision = sent.find((request) => request.method === 'POST')!;
    expect(decision.path).toBe(`admin/articles/${ARTICLE.id}`);
    expect(decision.body).toEqual({ status: 'rejected', reason: 'Off topic' });
  });

  it('says when the queue is empty', async () => {
    act(() => useSession.getState().signIn(ADMIN));
    renderAt('/admin/articles', api(ADMIN, []));
    expect(await screen.findByText(t.articles.none)).toBeInTheDocument();
  });
});

describe('admin console in Kiswahili, its texts put in the language after its code loaded', () => {
  // As in the browser, where the console's code can load before the remote's catalogue does.
  translateTextsLate(() => import('../../languages/sw.ts'));
  afterEach(() => {
    act(() => useSession.getState().signOut());
  });

  it("names its sections' links in Kiswahili", async () => {
    act(() => useSession.getState().signIn(ADMIN));
    renderAt('/admin/articles', api(ADMIN));
    const sections = await screen.findByRole('navigation', { name: adminSw.sections });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .sort(),
    ).toEqual(Object.values(adminSw.nav).sort());
    expect(await screen.findByRole('heading', { name: ARTICLE.article_name })).toBeInTheDocument();
  });
});

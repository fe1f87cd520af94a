import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-ui';
import { formatDay } from 'shared-ui/dates';
import { getArticle, getComments } from 'shared-ui/contracts/pages';
import { stories } from 'shared-ui/texts/stories';
import { report } from 'shared-ui/texts/report';
import { fakeApi, networkFailure, on, serverFailure } from '../../../../jest/fake-api.ts';
import { withPicturesFailed } from '../../../../jest/failed-pictures.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { articleRead } from '../articles/api.ts';
import { commentsRead } from '../comments/api.ts';
import { article, comment, commentsPage } from '../../test/fixtures.ts';
import { renderAt, resetAll, signIn } from '../../test/render.tsx';
import { ArticlePage } from './article-page.tsx';

const t = stories;

const open = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/article/:id" element={<ArticlePage />} />
      <Route path="/post/:id" element={<ArticlePage />} />
    </Routes>,
  );

describe('article page', () => {
  afterEach(resetAll);

  it('shows the whole article by its address, with its comments, and names the document after it', async () => {
    const long = `${'Mijikenda '.repeat(40)}the very end.`;
    const sent = fakeApi(
      on(getArticle, () => ({
        status: 'success',
        article: article(7, { description: long, image_url1: 'a.webp' }),
      })),
      on(getComments, () => commentsPage([comment(1, { comment: 'Asante!' })])),
    );
    open('/article/7');
    expect(screen.getByRole('status')).toHaveTextContent(t.article.loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story 7' })).toBeInTheDocument();
    expect(sent[0]!.endpoint).toBe(getArticle);
    expect(sent[0]!.query.get('id')).toBe('7');
    expect(screen.getByText(/the very end\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: stories.articles.readMore })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.media.picture('Story 7', 1, 1) })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByRole('button', { name: t.card.like })).toHaveTextContent(t.card.likes(4));
    expect(screen.getByRole('button', { name: t.card.share })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amina Mwende' })).toHaveAttribute('href', '/author/3');
    expect(await screen.findByText('Asante!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.comments.field })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Story 7 | ${PRODUCT_NAME}`));
  });

  it('pages through every comment with Load More, and says when the comments cannot be read', async () => {
    const sent = fakeApi(
      on(getArticle, () => ({ status: 'success', article: article(7) })),
      on(getComments, ({ query }) => {
        const page = Number(query.get('page') ?? 1);
        const ids = page === 1 ? [30, 29] : [28];
        return commentsPage(
          ids.map((id) => comment(id)),
          page,
          page === 1,
        );
      }),
    );
    open('/article/7');
    expect(await screen.findByText('Comment 29')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.articles.loadMore }));
    expect(await screen.findByText('Comment 28')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.articles.loadMore })).not.toBeInTheDocument();
    const reads = sent.filter((request) => request.endpoint === getComments);
    expect(reads.map((request) => request.query.get('page'))).toEqual([null, '2']);
    resetAll();

    fakeApi(
      on(getArticle, () => ({ status: 'success', article: article(8) })),
      on(getComments, () => serverFailure(500, { success: false, message: 'Oops' })),
    );
    open('/article/8');
    expect(await screen.findByText(t.comments.failedToLoad, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(t.comments.none)).not.toBeInTheDocument();
  });

  it('has a Report button for the article and for each comment but the reader’s own', async () => {
    signIn({ id: 5 });
    fakeApi(
      on(getArticle, () => ({ status: 'success', article: article(7) })),
      on(getComments, () =>
        commentsPage([comment(2, { comment: 'Mine' }), comment(1, { user_id: null, comment: 'A guest’s' })]),
      ),
    );
    open('/article/7');
    const list = await screen.findByRole('list', { name: t.comments.title });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByRole('button', { name: report.button }) !== null)).toEqual(
      [false, true],
    );
    // The article's, beside Like and Share, and the guest's comment's: each named "Report".
    expect(screen.getAllByRole('button', { name: report.button })).toHaveLength(2);
  });

  it('says an article the moderators removed has been removed', async () => {
    fakeApi(on(getArticle, (call) => call.answer(410, { status: 'error', message: report.removed })));
    open('/article/7');
    expect(await screen.findByRole('heading', { level: 1, name: report.removed })).toBeInTheDocument();
    expect(screen.queryByText(t.article.notFound)).not.toBeInTheDocument();
    expect(screen.queryByText(t.article.failed)).not.toBeInTheDocument();
  });

  it('/post/{id} is the same page; an unknown article says so', async () => {
    fakeApi(on(getArticle, (call) => call.answer(404, { status: 'error', message: 'Article not found.' })));
    open('/post/99');
    expect(await screen.findByRole('heading', { level: 1, name: t.article.notFound })).toBeInTheDocument();
  });

  it('says the article could not be loaded when the network fails', async () => {
    fakeApi(on(getArticle, networkFailure));
    open('/article/7');
    expect(await screen.findByText(t.article.failed, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('article page, from the answer its document came with', () => {
  afterEach(resetAll);

  const page = (path: string) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/article/:id" element={<ArticlePage />} />
        <Route path="/post/:id" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>
  );
  // Written late on the 11th in UTC: the 12th in Kenya.
  const written = '2026-03-11T22:30:00.000Z';
  const answer = { status: 'success', article: article(7, { image_url1: 'a.webp', created_at: written }) };

  it.each(['/article/7', '/post/7'])(
    '%s shows the whole article in its first render, as the server renders it, reading only its comments',
    async (path) => {
      const served = await serveAndHydrate(
        page(path),
        { [articleRead('7')]: answer },
        on(getComments, () => commentsPage([comment(1, { comment: 'Asante!' })])),
      );
      expect(served.untaken).toEqual([]);
      const server = queriesOf(served.markup);
      expect(server.getByRole('heading', { level: 1, name: 'Story 7' })).toBeInTheDocument();
      expect(server.getByText('The text of story 7.')).toBeInTheDocument();
      expect(server.getByRole('link', { name: 'Amina Mwende' })).toHaveAttribute('href', '/author/3');
      expect(server.getByRole('img', { name: t.media.picture('Story 7', 1, 1) })).toBeInTheDocument();
      expect(server.getByRole('button', { name: t.card.like })).toHaveTextContent(t.card.likes(4));
      // The server and the browser may be in different zones: the day is East Africa's until hydrated.
      expect(server.getByText('12 March 2026')).toHaveAttribute('datetime', written);

      expect(served.hydrationErrors).toEqual([]);
      expect(readsIn(served.sent)).toEqual([commentsRead('7')]);
      const hydrated = within(served.container);
      expect(hydrated.getByText(formatDay(written))).toHaveAttribute('datetime', written);
      expect(await hydrated.findByText('Asante!')).toBeInTheDocument();
    },
  );

  it("says 'Sorry, the media failed to load.' once live in place of a picture that failed before, and keeps those that did not", () =>
    withPicturesFailed('/images/a', async () => {
      const served = await serveAndHydrate(
        page('/article/7'),
        { [articleRead('7')]: { ...answer, article: { ...answer.article, profile_image: 'amina.webp' } } },
        on(getComments, () => commentsPage([])),
      );
      const server = queriesOf(served.markup);
      expect(server.getByRole('img', { name: t.media.picture('Story 7', 1, 1) })).toBeInTheDocument();
      expect(served.hydrationErrors).toEqual([]);
      const hydrated = within(served.container);
      expect(hydrated.getByRole('alert')).toHaveTextContent(t.articles.mediaFailed);
      expect(hydrated.queryByRole('img', { name: t.media.picture('Story 7', 1, 1) })).not.toBeInTheDocument();
      // The author's image did not fail: it stays.
      expect(served.container.querySelector('img[src*="amina"]')).toBeInTheDocument();
    }));

  it("reads the article when the document came with another's", async () => {
    carryAnswers({ [articleRead('8')]: { status: 'success', article: article(8) } });
    const sent = fakeApi(
      on(getArticle, () => ({ status: 'success', article: article(7) })),
      on(getComments, () => commentsPage([])),
    );
    open('/article/7');
    expect(screen.getByRole('status')).toHaveTextContent(t.article.loading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story 7' })).toBeInTheDocument();
    expect(readsIn(sent)).toContain(articleRead('7'));
  });
});

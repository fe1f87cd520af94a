import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { getArticles, getCategories, likeArticle, unlikeArticle } from 'shared-ui/contracts/pages';
import { stories } from 'shared-ui/texts/stories';
import { limits } from 'shared-ui/validation/limits';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { Notices, useNotice } from '../../shared/notice.tsx';
import { article, articlesPage } from '../../test/fixtures.ts';
import { renderAt, resetAll, signIn } from '../../test/render.tsx';
import { ArticlesPage } from './articles-page.tsx';
import { LIKED_ARTICLES_KEY, useLikedArticles } from './liked-articles.ts';

const t = stories;
const CATEGORIES = { Culture: ['Traditions', 'Kaya forests'], Stories: ['Oral histories'] };

/** The list answered from `pages`, 5 ids a page (page 1 first); the categories from CATEGORIES. */
function serveList(pages: number[][], ...extra: FakeRoute[]) {
  return fakeApi(
    on(getArticles, ({ query }) => {
      const number = Number(query.get('page') ?? 1);
      const ids = pages[number - 1] ?? [];
      return articlesPage(
        ids.map((id) => article(id)),
        number,
        number < pages.length,
      );
    }),
    on(getCategories, () => CATEGORIES),
    ...extra,
  );
}

const open = (path = '/articles') =>
  renderAt(
    path,
    <>
      <ArticlesPage />
      <Notices />
    </>,
  );
const cards = () => within(screen.getByRole('list', { name: stories.articles.list })).getAllByRole('article');

describe('articles list', () => {
  afterEach(() => {
    resetAll();
    act(() => {
      useLikedArticles.setState({ ids: [] });
      useNotice.getState().clear();
    });
  });

  it("shows 'Guest Mode', the title, a skeleton, then cards with name, date, author link and category", async () => {
    serveList([[1, 2]]);
    open();
    expect(screen.getByText(stories.articles.guestMode)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: stories.articles.title })).toBeInTheDocument();
    expect(screen.getByText(stories.articles.loading)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/article/1');
    const [first] = cards();
    expect(within(first!).getByText('12 March 2026')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: t.card.authorPage('Amina Mwende') })).toHaveAttribute(
      'href',
      '/author/3',
    );
    expect(within(first!).getByText(t.card.category('Culture', 'Traditions'))).toBeInTheDocument();
  });

  it('lists the stories matching the words of ?q= (the site search’s See all), with a way back to all', async () => {
    const searched: (string | null)[] = [];
    fakeApi(
      on(getArticles, ({ query }) => {
        searched.push(query.get('search'));
        return articlesPage([article(7)], 1, false);
      }),
      on(getCategories, () => CATEGORIES),
    );
    open('/articles?q=kaya');
    expect(await screen.findByRole('link', { name: 'Story 7' })).toBeInTheDocument();
    expect(searched).toEqual(['kaya']);
    expect(screen.getByText(stories.articles.searchedFor('kaya'), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: stories.articles.allArticles })).toHaveAttribute(
      'href',
      '/articles',
    );
  });

  it("says 'User Mode' to a member", async () => {
    serveList([[1]]);
    signIn();
    open();
    expect(screen.getByText(stories.articles.userMode)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Story 1' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no articles or the list cannot be loaded', async () => {
    fakeApi(on(getCategories, () => CATEGORIES));
    open();
    expect(await screen.findByText(stories.articles.empty)).toBeInTheDocument();
  });

  it('Load More adds the next 5 articles and goes once the server says there is no more', async () => {
    const sent = serveList([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    open();
    await screen.findByRole('link', { name: 'Story 5' });
    expect(cards()).toHaveLength(limits.articlePageStep);
    await userEvent.click(screen.getByRole('button', { name: stories.articles.loadMore }));
    expect(await screen.findByRole('link', { name: 'Story 7' })).toBeInTheDocument();
    expect(cards()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: stories.articles.loadMore })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/articles\?pages=2$/));
    const reads = sent.filter((request) => request.endpoint === getArticles);
    expect(reads.map((request) => request.query.get('limit'))).toEqual(['5', '5']);
    expect(reads[1]!.query.get('page')).toBe('2');
  });

  it('cuts a long description at 300 characters with Read More / Show Less', async () => {
    const long = `${'Kaya '.repeat(70)}end of the story`;
    fakeApi(
      on(getArticles, () => articlesPage([article(1, { description: long })])),
      on(getCategories, () => ({})),
    );
    open();
    const more = await screen.findByRole('button', { name: stories.articles.readMore });
    expect(screen.queryByText(/end of the story/)).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByText(/end of the story/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: stories.articles.showLess }));
    expect(screen.queryByText(/end of the story/)).not.toBeInTheDocument();
  });

  it('filters by category, then subcategory, and by Trending, keeping them in the address; Reset clears them', async () => {
    const sent = serveList([[1]]);
    open();
    await screen.findByRole('link', { name: 'Story 1' });
    expect(screen.queryByRole('combobox', { name: t.filters.subcategory })).not.toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: t.filters.category });
    await screen.findByRole('option', { name: 'Stories' });
    await userEvent.selectOptions(category, 'Culture');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: t.filters.subcategory }),
      'Kaya forests',
    );
    await userEvent.click(screen.getByRole('radio', { name: t.filters.trending }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/articles?category=Culture&subcategory=Kaya+forests&sort=trending',
    );
    await waitFor(() =>
      expect(sent.at(-1)!.query.toString()).toBe(
        'priority=all&category=Culture&subcategory=Kaya+forests&sort=trending&limit=5',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: t.filters.reset }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/articles$/);
    expect(screen.getByRole('radio', { name: t.filters.recent })).toBeChecked();
  });

  it('reads again as many pages as the address says were loaded', async () => {
    serveList([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11]]);
    open('/articles?pages=2');
    expect(await screen.findByRole('link', { name: 'Story 10' })).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: stories.articles.loadMore })).toBeInTheDocument();
  });

  it('opens on the page the address names (a link for a phone without script), with links either side', async () => {
    const sent = serveList([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15], [16]]);
    open('/articles?category=Culture&page=2');
    expect(await screen.findByRole('link', { name: 'Story 6' })).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(sent.filter((request) => request.endpoint === getArticles).map((r) => r.query.toString())).toEqual(
      ['priority=all&category=Culture&page=2&limit=5'],
    );
    expect(screen.getByRole('link', { name: texts.common.previousPage })).toHaveAttribute(
      'href',
      '?category=Culture&page=1',
    );
    expect(screen.getByRole('link', { name: texts.common.nextPage })).toHaveAttribute(
      'href',
      '?category=Culture&page=3',
    );
    // With script, Load More adds the page after it, and the next-page link moves on.
    await userEvent.click(screen.getByRole('button', { name: stories.articles.loadMore }));
    expect(await screen.findByRole('link', { name: 'Story 15' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.common.nextPage })).toHaveAttribute(
      'href',
      '?category=Culture&page=4',
    );
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        /^\/articles\?category=Culture&page=2&pages=2$/,
      ),
    );
    // A new filter starts from the first page.
    await userEvent.click(screen.getByRole('radio', { name: t.filters.trending }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/articles\?category=Culture&sort=trending$/);
  });

  it('links to no other page when the list is one page long', async () => {
    serveList([[1, 2]]);
    open();
    await screen.findByRole('link', { name: 'Story 2' });
    expect(screen.queryByRole('link', { name: texts.common.nextPage })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: texts.common.previousPage })).not.toBeInTheDocument();
  });

  it('restores the filters from the address', async () => {
    const sent = serveList([[1]]);
    open('/stories?category=Stories&subcategory=Oral+histories&sort=trending');
    await screen.findByRole('link', { name: 'Story 1' });
    expect(sent.find((request) => request.endpoint === getArticles)!.query.toString()).toBe(
      'priority=all&category=Stories&subcategory=Oral+histories&sort=trending&limit=5',
    );
    expect(screen.getByRole('combobox', { name: t.filters.category })).toHaveValue('Stories');
    expect(screen.getByRole('combobox', { name: t.filters.subcategory })).toHaveValue('Oral histories');
    expect(screen.getByRole('radio', { name: t.filters.trending })).toBeChecked();
    expect(screen.getByRole('button', { name: t.filters.showActive(3) })).toBeInTheDocument();
  });

  it('folds the filters behind a button (for small screens)', async () => {
    serveList([[1]]);
    open();
    const toggle = screen.getByRole('button', { name: t.filters.show });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: t.filters.hide })).toHaveAttribute('aria-expanded', 'true');
  });

  it('Like adds one at once with the heart animation, the device remembers it, and a second click takes it back', async () => {
    const sent = serveList(
      [[1]],
      on(likeArticle, () => ({ success: true, message: 'Article liked.', likes_count: 5 })),
      on(unlikeArticle, () => ({ success: true, message: 'Like removed.', likes_count: 4 })),
    );
    open();
    const like = await screen.findByRole('button', { name: t.card.like });
    expect(like).toHaveTextContent(t.card.likes(4));
    jest.useFakeTimers();
    try {
      act(() => like.click());
      expect(like).toHaveTextContent(t.card.likes(5));
      expect(like).toHaveAttribute('aria-pressed', 'true');
      expect(like).toHaveClass('stories-like--beat');
      expect(JSON.parse(localStorage.getItem(LIKED_ARTICLES_KEY)!).state.ids).toEqual([1]);
      act(() => jest.advanceTimersByTime(1000));
      expect(like).not.toHaveClass('stories-like--beat');
    } finally {
      jest.useRealTimers();
    }
    await userEvent.click(like);
    expect(like).toHaveTextContent(t.card.likes(4));
    expect(JSON.parse(localStorage.getItem(LIKED_ARTICLES_KEY)!).state.ids).toEqual([]);
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => [r.endpoint, r.body])).toEqual([
        [likeArticle, { articleId: 1 }],
        [unlikeArticle, { articleId: 1 }],
      ]),
    );
  });

  it('Share copies the article address without a share sheet, and uses the share sheet where there is one', async () => {
    serveList([[1]]);
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    open();
    await user.click(await screen.findByRole('button', { name: t.card.share }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/article/1`);
    expect(await screen.findByText(stories.articles.shareCopied)).toBeInTheDocument();

    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: t.card.share }));
      expect(share).toHaveBeenCalledWith({ title: 'Story 1', url: `${location.origin}/article/1` });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});

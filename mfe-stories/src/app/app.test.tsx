import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads, itMakesItsFirstReadsAt } from '../../../jest/first-reads.tsx';
import { articlesRead, categoriesRead, NO_FILTERS } from '../features/articles/api.ts';
import { itTakesItsFirstReadsFromTheDocument } from '../../../jest/server-render.tsx';
import { article, articlesPage, newsItem, profile } from '../test/fixtures.ts';
import { routes } from './routes.ts';

/** Renders the remote at a path, its page's code loaded first, as the shell does. */
const renderAt = async (path: string) => {
  await preload(path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
};

describe('stories remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(routes.map((route) => route.path))(
    'renders a page for every route it publishes (%s)',
    async (path) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  it('shows the news empty text when news cannot be loaded (failures are only logged)', async () => {
    await renderAt('/news');
    expect(await screen.findByText(texts.news.emptyPage, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('labels the articles page by mode', async () => {
    await renderAt('/articles');
    expect(screen.getByText(stories.articles.guestMode)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: stories.articles.title })).toBeInTheDocument();
    expect(await screen.findByText(stories.articles.empty, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  itMakesItsFirstReads(App, routes);
});

describe("stories remote, first reads for an address's query", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const query = new URLSearchParams('category=Culture&subcategory=Kaya+forests&sort=trending&q=kaya&page=2');

  it.each(['/articles', '/stories'])(
    '%s reads the filters and page of the query as the page reads them',
    (path) => {
      const list = routes.find((route) => route.path === path)!;
      expect(list.firstReads?.({}, query)).toEqual([
        articlesRead(
          { category: 'Culture', subcategory: 'Kaya forests', sort: 'trending', search: 'kaya' },
          2,
        ),
        categoriesRead(),
      ]);
      expect(list.firstReads?.({})).toEqual([articlesRead(NO_FILTERS, 1), categoriesRead()]);
      expect(list.firstReads?.({}, new URLSearchParams('page=3'))?.[0]).toBe(
        'pages/get_articles.php?priority=all&page=3&limit=5',
      );
    },
  );

  itMakesItsFirstReadsAt(App, routes, [
    '/articles?category=Culture&subcategory=Kaya+forests&sort=trending&page=2',
    '/stories?page=3',
    '/articles?subcategory=orphan&pages=2',
  ]);
});

describe('stories remote, first reads taken from the document', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const list = [articlesPage([article(1), article(2)]), { Culture: ['Traditions'] }];
  const story = [{ status: 'success', article: article(7) }];

  itMakesItsFirstReadsAt(App, routes, ['/article/7', '/post/7', '/author/3', '/news']);

  itTakesItsFirstReadsFromTheDocument(App, routes, {
    '/articles': list,
    '/articles?category=Culture&sort=trending&page=2': list,
    '/stories': list,
    '/article/7': story,
    '/post/7': story,
    '/author/3': [
      { status: 'success', profile: profile() },
      { followersCount: 4, followingCount: 2 },
      articlesPage([article(1)]),
    ],
    '/news': [{ success: true, data: [newsItem(1, '2026-03-02')] }],
  });
});

import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { texts, type NewsItem } from 'shared-ui';
import { getNews } from 'shared-ui/contracts/news';
import { stories } from 'shared-ui/texts/stories';
import { fakeApi, on, serverFailure } from '../../../../jest/fake-api.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { newsRead } from './api.ts';
import { newsItem as item } from '../../test/fixtures.ts';
import { renderAt, resetAll } from '../../test/render.tsx';
import NewsHighlights from './news-highlights.tsx';
import { NewsPage } from './news-page.tsx';

const ITEMS = [
  item(1, '2026-01-10'),
  item(2, '2026-03-02', { image_1: '/api/images/n.webp', video_url: 'https://example.org/clip.mp4' }),
  item(3, '2026-02-20', { link: 'https://example.org/3', video_url: 'https://youtube.com/watch?v=x' }),
];
const serve = (items: NewsItem[] | null) =>
  fakeApi(
    on(getNews, () => (items ? { success: true, data: items } : serverFailure(500, { success: false }))),
  );

describe('news page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(resetAll);

  it('lists every item, newest first, one open at a time, with its pictures and video', async () => {
    serve(ITEMS);
    renderAt('/news', <NewsPage />);
    expect(screen.getByText(texts.news.loading)).toBeInTheDocument();
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(names).toEqual(['News 2', 'News 3', 'News 1']);

    await userEvent.click(screen.getByRole('button', { name: 'News 2' }));
    expect(screen.getByText('Full 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: stories.news.picture('News 2', 1) })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(screen.getByLabelText(stories.news.video('News 2'))).toHaveAttribute('preload', 'none');

    await userEvent.click(screen.getByRole('button', { name: 'News 3' }));
    expect(screen.queryByText('Full 2')).not.toBeInTheDocument();
    expect(screen.getByText('Full 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: stories.news.watchVideo })).toHaveAttribute(
      'href',
      'https://youtube.com/watch?v=x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'News 3' }));
    expect(screen.queryByText('Full 3')).not.toBeInTheDocument();
  });

  it("copies an item's link and shows 'Copied' for 1.5 s", async () => {
    serve(ITEMS);
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/news', <NewsPage />);
    const entry = (await screen.findByRole('button', { name: 'News 3' })).closest('li')!;
    jest.useFakeTimers();
    try {
      await act(async () => within(entry).getByRole('button', { name: texts.news.copyLink }).click());
      expect(within(entry).getByText(texts.common.copied)).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('https://example.org/3');
      act(() => jest.advanceTimersByTime(1499));
      expect(within(entry).getByText(texts.common.copied)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(entry).queryByText(texts.common.copied)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it("says 'No news available.' when there is none or it cannot be loaded", async () => {
    serve(null);
    renderAt('/news', <NewsPage />);
    expect(await screen.findByText(texts.news.emptyPage, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('news highlights (home widget)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(resetAll);

  it('shows the 2 latest items by launch date', async () => {
    serve(ITEMS);
    renderAt('/home', <NewsHighlights />);
    expect(screen.getByText(texts.news.loading)).toBeInTheDocument();
    const names = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(names).toEqual(['News 2', 'News 3']);
  });

  it("says 'No recent news available.' without news", async () => {
    serve([]);
    renderAt('/home', <NewsHighlights />);
    expect(await screen.findByText(texts.news.emptyHome)).toBeInTheDocument();
  });
});

describe('news, from the answer the document came with', () => {
  afterEach(resetAll);

  const answers = { [newsRead()]: { success: true, data: ITEMS } };

  it('the page lists every item, newest first, in its first render, reading nothing', async () => {
    const served = await serveAndHydrate(<NewsPage />, answers);
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    expect(server.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'News 2',
      'News 3',
      'News 1',
    ]);
    expect(server.getByText('Short 3')).toBeInTheDocument();
    expect(server.getByText('2 March 2026')).toHaveAttribute('datetime', '2026-03-02');
    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    await userEvent.click(within(served.container).getByRole('button', { name: 'News 2' }));
    expect(within(served.container).getByText('Full 2')).toBeInTheDocument();
  });

  it('the home widget shows the 2 latest in its first render', async () => {
    const served = await serveAndHydrate(
      <MemoryRouter initialEntries={['/home']}>
        <NewsHighlights />
      </MemoryRouter>,
      answers,
    );
    const names = queriesOf(served.markup).getAllByRole('heading', { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual(['News 2', 'News 3']);
    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
  });

  it('reads the news when the document came without them', async () => {
    carryAnswers({});
    const sent = serve(ITEMS);
    renderAt('/news', <NewsPage />);
    expect(screen.getByText(texts.news.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'News 2' })).toBeInTheDocument();
    expect(readsIn(sent)).toEqual([newsRead()]);
  });
});

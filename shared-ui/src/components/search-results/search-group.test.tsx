import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { searchSongs } from '../../contracts/endpoints/music.ts';
import { searchReels } from '../../contracts/endpoints/reels.ts';
import { search as t } from '../../texts/search.ts';
import { fakeApi, on, serverFailure } from '../../../../jest/fake-api.ts';
import { queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { SearchGroups, siteSearchRead, type SearchKindOf, type SearchResultsProps } from './search-group.tsx';

const hit = (id: number, title: string) => ({
  id,
  title,
  snippet: `About ${title}`,
  picture: null,
  date: '2026-01-02',
});
const SONGS = { total: 7, items: [hit(1, 'Ngoma ya pwani'), hit(2, 'Ngoma kuu')] };
const NONE = { total: 0, items: [] };

const searches: readonly SearchKindOf[] = [
  { kind: 'music', endpoint: searchSongs, hrefOf: ({ id }) => `/song?id=${id}` },
  {
    kind: 'reels',
    endpoint: searchReels,
    hrefOf: ({ id }) => `/share-reel/${id}`,
    seeAll: (q) => `/reels?q=${q}`,
  },
];
const props = (q: string, extra: Partial<SearchResultsProps> = {}): SearchResultsProps => ({
  q,
  kinds: ['music', 'reels'],
  limit: 5,
  seeAll: true,
  ...extra,
});
const groups = (p: SearchResultsProps) => (
  <MemoryRouter>
    <SearchGroups searches={searches} {...p} />
  </MemoryRouter>
);

describe('SearchGroups', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders on the server from the answers the document carries, and hydrates asking for nothing', async () => {
    const answers = {
      [siteSearchRead(searchSongs, 'ngoma', 5)]: SONGS,
      [siteSearchRead(searchReels, 'ngoma', 5)]: NONE,
    };
    const served = await serveAndHydrate(groups(props('ngoma')), answers);
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    // A kind with nothing found shows nothing.
    expect(server.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      `Music ${t.count(7)}`,
    ]);
    expect(server.getByRole('link', { name: 'Ngoma kuu' })).toHaveAttribute('href', '/song?id=2');
    expect(server.getByText('About Ngoma ya pwani')).toBeInTheDocument();
    expect(server.getByRole('link', { name: t.seeAllOf('Music') })).toHaveAttribute(
      'href',
      '/search?q=ngoma&kind=music',
    );
    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
  });

  it("shows only the kinds asked for, and on one kind's fuller list links on only to the kind's own list", () => {
    fakeApi(
      on(searchSongs, () => SONGS),
      on(searchReels, () => SONGS),
    );
    const { unmount } = render(groups(props('ngoma', { kinds: ['music'], limit: 20, seeAll: false })));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    return screen.findByRole('link', { name: 'Ngoma kuu' }).then(() => {
      expect(screen.queryByRole('link', { name: t.seeAllOf('Music') })).not.toBeInTheDocument();
      unmount();
      render(groups(props('ngoma', { kinds: ['reels'], limit: 20, seeAll: false })));
      return screen.findByRole('link', { name: t.seeAllOf('Reels') }).then((link) => {
        expect(link).toHaveAttribute('href', '/reels?q=ngoma');
      });
    });
  });

  it('says in its own group when its search fails; the other groups still show', async () => {
    fakeApi(
      on(searchSongs, () => serverFailure(500)),
      on(searchReels, () => SONGS),
    );
    render(groups(props('ngoma')));
    expect(screen.getAllByText(t.searching)).toHaveLength(2);
    const failed = (await screen.findByText(t.failed)).closest('section')!;
    expect(within(failed).getByRole('heading', { name: 'Music' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `Reels ${t.count(7)}` })).toBeInTheDocument();
  });

  it('follows new words, cancelling the search still on its way', async () => {
    const signals: AbortSignal[] = [];
    let answerFirst: () => void = () => undefined;
    const sent = fakeApi(
      on(searchSongs, async ({ query, request }) => {
        signals.push(request.signal);
        if (query.get('q') === 'ng') await new Promise<void>((resolve) => (answerFirst = resolve));
        return { total: 1, items: [hit(3, `Song for ${query.get('q')}`)] };
      }),
    );
    const { rerender } = render(groups(props('ng', { kinds: ['music'] })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    rerender(groups(props('ngoma', { kinds: ['music'] })));
    expect(await screen.findByRole('link', { name: 'Song for ngoma' })).toBeInTheDocument();
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => answerFirst());
    expect(screen.queryByRole('link', { name: 'Song for ng' })).not.toBeInTheDocument();
    expect(readsIn(sent)).toEqual([
      siteSearchRead(searchSongs, 'ng', 5),
      siteSearchRead(searchSongs, 'ngoma', 5),
    ]);
  });
});

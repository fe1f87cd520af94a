import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from '../../texts/index.ts';
import { marketplace } from '../../texts/marketplace.ts';
import { timings } from '../../validation/limits.ts';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import type { ListPage } from '../../api/client.ts';
import { PagedList, usePagedList, type PagedListOptions } from './paged-list.tsx';

type Load = (query: string, page: number) => Promise<ListPage<string>>;

function Products({
  query,
  load,
  errorText = marketplace.products.fetchFailed,
  pageAddress,
  ...options
}: { query: string; load: Load } & Pick<
  PagedListOptions<string>,
  'initialPages' | 'firstPage' | 'startPage'
> & {
    errorText?: string;
    pageAddress?: (page: number) => string;
  }) {
  const list = usePagedList({ load: (page) => load(query, page), key: query, ...options });
  return (
    <PagedList
      list={list}
      pageAddress={pageAddress}
      label="Products"
      getKey={(item) => item}
      renderItem={(item) => item}
      loadingLabel="Loading products…"
      emptyText={marketplace.products.noneFound}
      errorText={errorText || undefined}
      noMoreText={marketplace.products.noMore}
    />
  );
}

/** Two pages of two items; the server says whether another follows. */
const pages = (query: string, page: number): Promise<ListPage<string>> =>
  Promise.resolve({ items: page <= 2 ? [`${query}${page}a`, `${query}${page}b`] : [], hasMore: page < 2 });
const atHand = (items: string[]): ListPage<string> => ({ items, hasMore: true });
const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('PagedList', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows a skeleton, asks for the first page at once, then the named list', async () => {
    const load = jest.fn(pages);
    render(<Products query="" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledWith('', 1);
    expect(screen.getByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(items()).toEqual(['1a', '1b']);
  });

  it('shows a first page already at hand in its first render, and asks only for what follows', async () => {
    const load = jest.fn(pages);
    const { rerender } = render(<Products query="" load={load} firstPage={() => atHand(['at hand'])} />);
    expect(items()).toEqual(['at hand']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: texts.common.loadMore }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledWith('', 2);
    expect(items()).toEqual(['at hand', '2a', '2b']);
    rerender(<Products query="x" load={load} firstPage={() => atHand(['at hand'])} />);
    await act(() => jest.advanceTimersByTimeAsync(timings.searchDelayMs));
    expect(load).toHaveBeenLastCalledWith('x', 1);
    expect(items()).toEqual(['x1a', 'x1b']);
  });

  it('loads as usual when no first page is at hand, or when it opens on several pages', async () => {
    const load = jest.fn(pages);
    const { unmount } = render(<Products query="" load={load} firstPage={() => undefined} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledWith('', 1);
    unmount();
    const firstPage = jest.fn(() => atHand(['at hand']));
    render(<Products query="" load={load} initialPages={2} firstPage={firstPage} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(firstPage).not.toHaveBeenCalled();
    expect(items()).toEqual(['1a', '1b', '2a', '2b']);
  });

  it('adds pages with Load More until the server says there is no more, asking for no page past it', async () => {
    const load = jest.fn(pages);
    render(<Products query="" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByText(marketplace.products.noMore)).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: texts.common.loadMore }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(items()).toEqual(['1a', '1b', '2a', '2b']);
    expect(screen.getByRole('status')).toHaveTextContent(marketplace.products.noMore);
    expect(screen.queryByRole('button', { name: texts.common.loadMore })).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([
      ['', 1],
      ['', 2],
    ]);
  });

  it('reads as many pages as the visitor had loaded when they come back, stopping at the end', async () => {
    const load = jest.fn(pages);
    const { unmount } = render(<Products query="" load={load} initialPages={2} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(items()).toEqual(['1a', '1b', '2a', '2b']);
    expect(load.mock.calls).toEqual([
      ['', 1],
      ['', 2],
    ]);
    unmount();
    load.mockClear();
    render(<Products query="" load={load} initialPages={5} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(items()).toHaveLength(4);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(marketplace.products.noMore);
  });

  describe('opened on a later page, with links to the pages (for a phone without script)', () => {
    /** Four pages of two items. */
    const four = (query: string, page: number): Promise<ListPage<string>> =>
      Promise.resolve({ items: [`${query}${page}a`, `${query}${page}b`], hasMore: page < 4 });
    const address = (page: number) => `?q=kikoi&page=${page}`;
    const link = (name: string) => screen.queryByRole('link', { name });

    it('shows its start page first, Load More adds the one after it, and Next page follows the last shown', async () => {
      const load = jest.fn(four);
      render(<Products query="" load={load} startPage={2} pageAddress={address} />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(load.mock.calls).toEqual([['', 2]]);
      expect(items()).toEqual(['2a', '2b']);
      expect(screen.queryByText(marketplace.products.noMore)).not.toBeInTheDocument();
      expect(link(texts.common.previousPage)).toHaveAttribute('href', '?q=kikoi&page=1');
      expect(link(texts.common.nextPage)).toHaveAttribute('href', '?q=kikoi&page=3');
      await user().click(screen.getByRole('button', { name: texts.common.loadMore }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(load).toHaveBeenLastCalledWith('', 3);
      expect(items()).toEqual(['2a', '2b', '3a', '3b']);
      expect(link(texts.common.previousPage)).toHaveAttribute('href', '?q=kikoi&page=1');
      expect(link(texts.common.nextPage)).toHaveAttribute('href', '?q=kikoi&page=4');
    });

    it('takes its start page from the document, and reads on from it when it comes back further', async () => {
      const load = jest.fn(four);
      const firstPage = jest.fn(() => atHand(['at hand']));
      const { unmount } = render(<Products query="" load={load} startPage={3} firstPage={firstPage} />);
      expect(items()).toEqual(['at hand']);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(load).not.toHaveBeenCalled();
      unmount();
      render(<Products query="" load={load} startPage={3} initialPages={5} />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(load.mock.calls).toEqual([
        ['', 3],
        ['', 4],
      ]);
      expect(items()).toEqual(['3a', '3b', '4a', '4b']);
      expect(screen.getByRole('status')).toHaveTextContent(marketplace.products.noMore);
    });

    it('offers Next page only while there is a next page, Previous page only after the first', async () => {
      const { unmount } = render(<Products query="" load={four} startPage={4} pageAddress={address} />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(link(texts.common.nextPage)).not.toBeInTheDocument();
      expect(link(texts.common.previousPage)).toHaveAttribute('href', '?q=kikoi&page=3');
      unmount();
      render(<Products query="" load={four} pageAddress={address} />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(link(texts.common.previousPage)).not.toBeInTheDocument();
      expect(link(texts.common.nextPage)).toHaveAttribute('href', '?q=kikoi&page=2');
    });

    it('has no page links without an address for them', async () => {
      render(<Products query="" load={four} startPage={2} />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });

  it('offers no Load More, and says nothing of an end, for a list the server answered whole', async () => {
    render(<Products query="" load={() => Promise.resolve({ items: ['only'], hasMore: false })} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(items()).toEqual(['only']);
    expect(screen.queryByRole('button', { name: texts.common.loadMore })).not.toBeInTheDocument();
    expect(screen.queryByText(marketplace.products.noMore)).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing matches', async () => {
    render(<Products query="" load={() => Promise.resolve({ items: [], hasMore: false })} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(marketplace.products.noneFound);
  });

  it('shows the failure text with a retry that asks again at once', async () => {
    const load = jest
      .fn<Promise<ListPage<string>>, [string, number]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(pages);
    render(<Products query="" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent(marketplace.products.fetchFailed);
    await user().click(screen.getByRole('button', { name: texts.common.retry }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(items()).toEqual(['1a', '1b']);
  });

  it('without a failure text, shows the empty text with a retry when the load fails (the articles)', async () => {
    const load = jest
      .fn<Promise<ListPage<string>>, [string, number]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(pages);
    render(<Products query="" load={load} errorText="" />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(marketplace.products.noneFound);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: texts.common.retry }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(items()).toEqual(['1a', '1b']);
  });

  it('asks once for a burst of changes, after the typing delay, keeping the last results meanwhile', async () => {
    const load = jest.fn(pages);
    const { rerender } = render(<Products query="" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    rerender(<Products query="k" load={load} />);
    rerender(<Products query="ki" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(timings.searchDelayMs - 1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(items()).toEqual(['1a', '1b']);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('ki', 1);
    expect(items()).toEqual(['ki1a', 'ki1b']);
  });

  it('drops an answer that arrives after the query changed', async () => {
    let finishFirst: (list: string[]) => void = () => undefined;
    const load = jest.fn((query: string, page: number) =>
      query === ''
        ? new Promise<ListPage<string>>((resolve) => (finishFirst = (list) => resolve(atHand(list))))
        : pages(query, page),
    );
    const { rerender } = render(<Products query="" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    rerender(<Products query="mat" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(timings.searchDelayMs));
    await act(async () => finishFirst(['stale']));
    expect(items()).toEqual(['mat1a', 'mat1b']);
  });
});

describe('Skeleton and EmptyState', () => {
  it('a skeleton is one status named by its label; its shapes are hidden', () => {
    render(<Skeleton label="Loading songs…" count={4} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading songs…$/);
  });

  it('an empty state says the spec text and offers a way on', () => {
    render(<EmptyState message={texts.reels.empty} action={<a href="/create">Create</a>} />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.reels.empty);
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
  });
});

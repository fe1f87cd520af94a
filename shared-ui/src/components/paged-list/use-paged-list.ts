import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ListPage } from '../../api/client.ts';
import { timings } from '../../validation/limits.ts';

export interface PagedListOptions<T> {
  /**
   * Loads one page, counted from 1, with the server's word on whether another follows (an
   * endpoint without pages answers everything with `hasMore: false`). A failed read throws.
   */
  load: (page: number) => Promise<ListPage<T>>;
  /**
   * What the list depends on (search, filters, sort), as a string. The first query asks at once
   * (the page's first paint waits on it); a change reloads from page 1 after
   * `timings.searchDelayMs`, so typing asks once, not per key, and keeps the last results meanwhile.
   */
  key: string;
  /**
   * How many pages the first load reads (default 1): a visitor coming back to a list they had
   * loaded further (the count kept in the page's URL) finds it as long as they left it.
   */
  initialPages?: number;
  /**
   * The page the list opens on (default 1; see startPageOf): a list opened at `?page=3` (a
   * next-page link, for a phone without script) shows page 3, and Load More adds page 4. Like
   * the query, a start page that can change is part of `key`.
   */
  startPage?: number;
  /**
   * The start page when it is already at hand (the answer the page's document came with: see
   * `shared-ui/document-answers`), or undefined: the list shows it in its first render instead of
   * loading it. Asked once, when the list opens on one page.
   */
  firstPage?: () => ListPage<T> | undefined;
}

export interface PagedListState<T> {
  /** Null until the first answer. */
  items: T[] | null;
  /** 'error' when the first page failed (a failed Load More keeps the items and sets `moreFailed`). */
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  moreFailed: boolean;
  /** The server has another page: Load More is offered. */
  hasMore: boolean;
  /** Load More reached the last page: the list says there is no more. */
  exhausted: boolean;
  /** How many pages are shown. */
  pages: number;
  /** The number of the first page shown (the start page). */
  startPage: number;
  /** The number of the last page shown; 0 before the first answer. */
  lastPage: number;
  loadMore: () => void;
  retry: () => void;
}

interface Pages<T> {
  items: T[] | null;
  /** The first page read and the last. */
  first: number;
  page: number;
  status: PagedListState<T>['status'];
  hasMore: boolean;
  exhausted: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

const initial = {
  items: null,
  first: 1,
  page: 0,
  status: 'loading',
  hasMore: false,
  exhausted: false,
  loadingMore: false,
  moreFailed: false,
} as const;

/**
 * How far a list has been read: from which page to which, and whether the server has another.
 * It has reached the end once Load More found none after the page it started on.
 */
const progress = (first: number, page: number, last: ListPage<unknown>) => ({
  first,
  page,
  hasMore: last.hasMore,
  exhausted: page > first && !last.hasMore,
});

/**
 * The state of a list read page by page from the API: first page, Load More, errors, retry. It
 * asks for a next page only when the server said there is one.
 */
export function usePagedList<T>({
  load,
  key,
  initialPages = 1,
  startPage = 1,
  firstPage,
}: PagedListOptions<T>): PagedListState<T> {
  const [state, setState] = useState<Pages<T>>(() => {
    const first = initialPages <= 1 ? firstPage?.() : undefined;
    return first
      ? { ...initial, items: first.items, status: 'ready', ...progress(startPage, startPage, first) }
      : { ...initial, first: startPage };
  });
  const [firstKey] = useState(key);
  const [retried, setRetried] = useState<{ key: string } | null>(null);
  const generation = useRef(0);
  // The first page came with the document: the first query has its answer already.
  const answered = useRef(state.status === 'ready');
  const readFirstPages = useEffectEvent(async () => {
    const wanted = Math.max(1, Math.floor(initialPages));
    const first = startPage;
    let read = first;
    let page = await load(read);
    let items = page.items;
    while (read - first + 1 < wanted && page.hasMore) {
      read += 1;
      page = await load(read);
      items = items.concat(page.items);
    }
    return { ...initial, items, status: 'ready' as const, ...progress(first, read, page) };
  });

  useEffect(() => {
    const current = ++generation.current;
    if (answered.current) {
      answered.current = false;
      return;
    }
    const timer = setTimeout(
      () => {
        readFirstPages().then(
          // A transition: React renders the page of items in slices, with the browser free
          // between them, instead of one long task as the page opens.
          (next) => current === generation.current && startTransition(() => setState(next)),
          () => current === generation.current && setState((last) => ({ ...last, status: 'error' })),
        );
      },
      key === firstKey || key === retried?.key ? 0 : timings.searchDelayMs,
    );
    return () => clearTimeout(timer);
  }, [key, firstKey, retried]);

  const loadMore = () => {
    const current = generation.current;
    setState((last) => ({ ...last, loadingMore: true, moreFailed: false }));
    load(state.page + 1).then(
      (page) =>
        current === generation.current &&
        setState((last) => ({
          ...last,
          items: [...(last.items ?? []), ...page.items],
          loadingMore: false,
          ...progress(last.first, last.page + 1, page),
        })),
      () =>
        current === generation.current &&
        setState((last) => ({ ...last, loadingMore: false, moreFailed: true })),
    );
  };

  const retry = () => {
    setState({ ...initial, first: startPage });
    setRetried({ key });
  };

  const { first, page, ...shown } = state;
  return {
    ...shown,
    pages: page === 0 ? 0 : page - first + 1,
    startPage: first,
    lastPage: page,
    loadMore,
    retry,
  };
}

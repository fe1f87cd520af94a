import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { timings } from '../../validation/limits.ts';

export interface PagedListOptions<T> {
  /** Loads one page, counted from 1 (an endpoint without pages ignores it; set `paged: false`). */
  load: (page: number) => Promise<T[]>;
  /**
   * What the list depends on (search, filters, sort), as a string. The first query asks at once
   * (the page's first paint waits on it); a change reloads from page 1 after
   * `timings.searchDelayMs`, so typing asks once, not per key, and keeps the last results meanwhile.
   */
  key: string;
  /** The API's page size: a shorter page means there is no more. Without it, an empty page does. */
  pageSize?: number;
  /** false for an endpoint that answers everything at once: no Load More. */
  paged?: boolean;
  /**
   * How many pages the first load reads (default 1): a visitor coming back to a list they had
   * loaded further (the count kept in the page's URL) finds it as long as they left it.
   */
  initialPages?: number;
  /**
   * Page 1 when it is already at hand (the answer the page's document came with: see
   * `shared-ui/document-answers`), or undefined: the list shows it in its first render instead of
   * loading it. Asked once, when the list opens on one page.
   */
  firstPage?: () => T[] | undefined;
}

export interface PagedListState<T> {
  /** Null until the first answer. */
  items: T[] | null;
  /** 'error' when the first page failed (a failed Load More keeps the items and sets `moreFailed`). */
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  moreFailed: boolean;
  /** Load More is worth offering. */
  hasMore: boolean;
  /** A Load More came back empty: the list says there is no more. */
  exhausted: boolean;
  /** How many pages are shown. */
  pages: number;
  loadMore: () => void;
  retry: () => void;
}

interface Pages<T> {
  items: T[] | null;
  page: number;
  status: PagedListState<T>['status'];
  hasMore: boolean;
  exhausted: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

const initial = {
  items: null,
  page: 0,
  status: 'loading',
  hasMore: false,
  exhausted: false,
  loadingMore: false,
  moreFailed: false,
} as const;

/** The state of a list read page by page from the API: first page, Load More, errors, retry. */
export function usePagedList<T>({
  load,
  key,
  pageSize,
  paged = true,
  initialPages = 1,
  firstPage,
}: PagedListOptions<T>): PagedListState<T> {
  const more = (page: T[]) => paged && page.length > 0 && (pageSize === undefined || page.length >= pageSize);
  const [state, setState] = useState<Pages<T>>(() => {
    const items = !paged || initialPages <= 1 ? firstPage?.() : undefined;
    return items ? { ...initial, items, page: 1, status: 'ready', hasMore: more(items) } : initial;
  });
  const [firstKey] = useState(key);
  const [retried, setRetried] = useState<{ key: string } | null>(null);
  const generation = useRef(0);
  // The first page came with the document: the first query has its answer already.
  const answered = useRef(state.status === 'ready');
  const readFirstPages = useEffectEvent(async () => {
    const wanted = paged ? Math.max(1, Math.floor(initialPages)) : 1;
    let read = 1;
    let page = await load(read);
    let items = page;
    while (read < wanted && more(page)) {
      read += 1;
      page = await load(read);
      items = items.concat(page);
    }
    return { ...initial, items, page: read, status: 'ready' as const, hasMore: more(page) };
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
          items: [...(last.items ?? []), ...page],
          page: last.page + 1,
          loadingMore: false,
          hasMore: more(page),
          exhausted: page.length === 0,
        })),
      () =>
        current === generation.current &&
        setState((last) => ({ ...last, loadingMore: false, moreFailed: true })),
    );
  };

  const retry = () => {
    setState(initial);
    setRetried({ key });
  };

  return { ...state, pages: state.page, loadMore, retry };
}

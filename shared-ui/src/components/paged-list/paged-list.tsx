import type { ReactNode } from 'react';
import { texts } from 'shared-ui';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { MessageBanner } from '../message-banner/message-banner.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import type { PagedListState } from './use-paged-list.ts';
import './paged-list.css';

export { usePagedList, type PagedListOptions, type PagedListState } from './use-paged-list.ts';

export interface PagedListProps<T> {
  /** The state from usePagedList. */
  list: PagedListState<T>;
  /** Names the list for screen readers, e.g. 'Products'. */
  label: string;
  getKey: (item: T) => string | number;
  /** One item's content; the list wraps it in its `<li>`. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Read out while the first page loads, e.g. 'Loading products…'. */
  loadingLabel: string;
  /** The spec's empty text, e.g. marketplace.products.noneFound. */
  emptyText: string;
  /** A way on from the empty list (Reset Filters). */
  emptyAction?: ReactNode;
  /**
   * The spec's failure text with a retry, e.g. marketplace.products.fetchFailed. Without it a failed
   * first load shows the empty text with the retry, for a list whose empty text the spec words as
   * its failure too (the articles: 'No articles found. Please check your internet connection.').
   */
  errorText?: string;
  /** Shown once a Load More finds nothing, e.g. marketplace.products.noMore. */
  noMoreText?: string;
  loadMoreLabel?: string;
  /** 'grid' of cards (products) or a 'list' of rows (songs). */
  layout?: 'grid' | 'list';
  /** How many placeholders the loading skeleton shows. */
  skeletonCount?: number;
  /**
   * The address of one page of the list (see pageAddress), for a list whose page reads its start
   * page from the address: with it, the list links to the page after the last one shown and to
   * the one before the first, the way on for a phone that runs no script (Load More needs it).
   */
  pageAddress?: (page: number) => string;
}

/** Previous page and Next page, plain links: small, beside Load More, which they stand in for. */
function PageLinks<T>({
  list,
  pageAddress,
}: {
  list: PagedListState<T>;
  pageAddress: (page: number) => string;
}) {
  const previous = list.startPage > 1;
  if (!previous && !list.hasMore) return null;
  return (
    <p className="ui-paged-list__pages">
      {previous && (
        <a href={pageAddress(list.startPage - 1)} rel="prev">
          {texts.common.previousPage}
        </a>
      )}
      {list.hasMore && (
        <a href={pageAddress(list.lastPage + 1)} rel="next">
          {texts.common.nextPage}
        </a>
      )}
    </p>
  );
}

/**
 * A list of the API's paged answers that owns every state: a skeleton while the first page loads,
 * the spec's empty text, its failure text with a retry, and Load More with its own busy and end states.
 */
export function PagedList<T>({
  list,
  label,
  getKey,
  renderItem,
  loadingLabel,
  emptyText,
  emptyAction,
  errorText,
  noMoreText = texts.form.noMore,
  loadMoreLabel = texts.common.loadMore,
  layout = 'list',
  skeletonCount = layout === 'grid' ? 6 : 4,
  pageAddress,
}: PagedListProps<T>) {
  if (list.status === 'error' && errorText) {
    return (
      <div className="ui-paged-list__failure">
        <MessageBanner tone="danger">{errorText}</MessageBanner>
        <Button variant="ghost" onClick={list.retry}>
          {texts.common.retry}
        </Button>
      </div>
    );
  }
  if (list.status === 'error') {
    // The spec words this list's failure as its empty text ('… check your internet connection'):
    // it says so, with the retry a failure offers.
    const retry = (
      <Button variant="ghost" onClick={list.retry}>
        {texts.common.retry}
      </Button>
    );
    return <EmptyState message={emptyText} action={retry} />;
  }
  if (list.items === null) {
    return (
      <Skeleton label={loadingLabel} count={skeletonCount} variant={layout === 'grid' ? 'card' : 'row'} />
    );
  }
  if (list.items.length === 0) return <EmptyState message={emptyText} action={emptyAction} />;
  return (
    <div className="ui-paged-list">
      <ul aria-label={label} className={`ui-paged-list__items ui-paged-list__items--${layout}`}>
        {list.items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <div className="ui-paged-list__more" aria-live="polite">
        {list.moreFailed && <MessageBanner tone="danger">{errorText ?? texts.form.loadFailed}</MessageBanner>}
        {list.exhausted && <MessageBanner tone="info">{noMoreText}</MessageBanner>}
        {list.hasMore && (
          <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
            {loadMoreLabel}
          </Button>
        )}
      </div>
      {pageAddress && <PageLinks list={list} pageAddress={pageAddress} />}
    </div>
  );
}

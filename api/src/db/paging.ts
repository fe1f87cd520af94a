/**
 * The one paging rule: a page of `limit` items is fetched as `limit + 1` rows from
 * `(page - 1) * limit`; the extra row is never answered, it only tells whether more follow.
 */

/** Which page, and how many items a page holds. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The rows a query skips and takes. */
export interface Window {
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** Runs `fetch` for one page (with one row more than the page holds) and cuts the answer. */
export async function fetchPage<T>(
  request: PageRequest,
  fetch: (window: Window) => Promise<T[]>,
): Promise<Page<T>> {
  const rows = await fetch({ limit: request.limit + 1, offset: (request.page - 1) * request.limit });
  return { items: rows.slice(0, request.limit), page: request.page, hasMore: rows.length > request.limit };
}

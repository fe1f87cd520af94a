import { useSearchParams } from 'react-router-dom';
import { pageAddress, startPageOf } from 'shared-ui';
import { filtersOf, NO_FILTERS, type ArticleFilters } from './api.ts';

/** Pages read again at most when coming back (a shared link may say any number). */
const MAX_RESTORED_PAGES = 10;

/**
 * The list's filters, the page it starts on and how far it was loaded live in the address
 * (`?category=&subcategory=&sort=trending&page=2&pages=2`), so a filtered list can be shared,
 * Back from an article finds the list as far down as it was loaded, and a phone without script
 * pages through it by links.
 */
export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const startPage = startPageOf(params);
  const pages = Math.min(Math.max(Number(params.get('pages')) || 1, 1), MAX_RESTORED_PAGES);
  const write = (next: ArticleFilters, page: number, pageCount: number) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.category && next.subcategory) query.set('subcategory', next.subcategory);
    if (next.sort !== NO_FILTERS.sort) query.set('sort', next.sort);
    if (next.search) query.set('q', next.search);
    if (page > 1) query.set('page', String(page));
    if (pageCount > 1) query.set('pages', String(pageCount));
    setParams(query, { replace: true, preventScrollReset: true });
  };
  return {
    filters,
    startPage,
    pages,
    /** A new filter starts from the first page again. */
    setFilters: (next: ArticleFilters) => write(next, 1, 1),
    setPages: (count: number) => write(filters, startPage, count),
    /** A link's address of one page of the list, with these filters. */
    addressOfPage: (page: number) => pageAddress(params, page),
  };
}

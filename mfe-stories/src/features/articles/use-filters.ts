import { useSearchParams } from 'react-router-dom';
import { NO_FILTERS, type ArticleFilters } from './api.ts';

/** Pages read again at most when coming back (a shared link may say any number). */
const MAX_RESTORED_PAGES = 10;

/**
 * The list's filters and how far it was loaded live in the address
 * (`?category=&subcategory=&sort=trending&pages=2`), so a filtered list can be shared, and Back
 * from an article finds the list as far down as it was loaded.
 */
export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const filters: ArticleFilters = {
    category,
    subcategory: category ? (params.get('subcategory') ?? '') : '',
    sort: params.get('sort') === 'trending' ? 'trending' : 'recent',
  };
  const pages = Math.min(Math.max(Number(params.get('pages')) || 1, 1), MAX_RESTORED_PAGES);
  const write = (next: ArticleFilters, pageCount: number) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.category && next.subcategory) query.set('subcategory', next.subcategory);
    if (next.sort !== NO_FILTERS.sort) query.set('sort', next.sort);
    if (pageCount > 1) query.set('pages', String(pageCount));
    setParams(query, { replace: true, preventScrollReset: true });
  };
  return {
    filters,
    pages,
    /** A new filter starts from the first page again. */
    setFilters: (next: ArticleFilters) => write(next, 1),
    setPages: (count: number) => write(filters, count),
  };
}

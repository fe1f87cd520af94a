import { useSearchParams } from 'react-router-dom';
import { NO_FILTERS, type ArticleFilters } from './api.ts';

/**
 * The list's filters live in the address (`?category=&subcategory=&sort=trending`), so a
 * filtered list can be shared, bookmarked and comes back with the Back button.
 */
export function useArticleFilters(): [ArticleFilters, (next: ArticleFilters) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const filters: ArticleFilters = {
    category,
    subcategory: category ? (params.get('subcategory') ?? '') : '',
    sort: params.get('sort') === 'trending' ? 'trending' : 'recent',
  };
  const setFilters = (next: ArticleFilters) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.category && next.subcategory) query.set('subcategory', next.subcategory);
    if (next.sort !== NO_FILTERS.sort) query.set('sort', next.sort);
    setParams(query, { replace: true });
  };
  return [filters, setFilters];
}

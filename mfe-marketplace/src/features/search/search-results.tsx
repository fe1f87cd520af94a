import { use } from 'react';
import { PAGES, pagePath } from 'shared-ui';
import { searchProducts } from 'shared-ui/contracts/shop';
import {
  SearchGroups,
  searchReads,
  type SearchKindOf,
  type SearchResultsProps,
} from 'shared-ui/search-group';
import { languageReady } from '../../app/language.ts';

/**
 * What this remote finds for the site search: live products. See all opens the marketplace's
 * own list searched by the same words (its search box is `q` in the address).
 */
const searches: readonly SearchKindOf[] = [
  {
    kind: 'marketplace',
    endpoint: searchProducts,
    hrefOf: ({ id }) => pagePath(PAGES.product, { productId: id }),
    seeAll: (q) => pagePath(PAGES.marketplace, undefined, { q }),
  },
];

/** The reads the module makes first (the server renders it with their answers). */
export const firstReads = (props: SearchResultsProps) => searchReads(searches, props);

/** The marketplace remote's group on the search page (exposed as `marketplace/SearchResults`). */
export default function SearchResults(props: SearchResultsProps) {
  if (languageReady) use(languageReady);
  return <SearchGroups searches={searches} {...props} />;
}

/**
 * Which remote shows which groups on the search page, and with what: the page embeds each
 * remote's exposed `SearchResults` with the words and the kinds it is to show, and the server
 * renders the same modules with the same props (features/remotes/embedded-modules.ts). Pure:
 * the shell's server entry reads it too.
 */
import type { SearchKind, SearchResultsProps } from 'shared-ui/search-group';
import { SEARCH_LIMIT, SEARCH_QUERY_MAX } from 'shared-ui/contracts/forms';

/**
 * The groups in the page's order (Stories, News, Music, Reels, Marketplace, People), each by the
 * remote that owns it: the stories remote's module is embedded twice, as members' profiles (People)
 * come last.
 */
const MODULES: readonly { id: string; kinds: readonly SearchKind[] }[] = [
  { id: 'stories/SearchResults', kinds: ['stories', 'news'] },
  { id: 'media/SearchResults', kinds: ['music', 'reels'] },
  { id: 'marketplace/SearchResults', kinds: ['marketplace'] },
  { id: 'stories/SearchResults', kinds: ['people'] },
];

export interface SearchModule {
  id: string;
  props: SearchResultsProps;
}

const isKind = (value: string | null): value is SearchKind =>
  MODULES.some(({ kinds }) => (kinds as readonly (string | null)[]).includes(value));

/** The words of a search page's address (`?q=`), trimmed and cut to what the API takes. */
export const searchWords = (query: URLSearchParams): string =>
  (query.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);

/** The kind a search page's address shows alone (`?kind=music`), if it names one. */
export function searchKind(query: URLSearchParams): SearchKind | undefined {
  const kind = query.get('kind');
  return isKind(kind) ? kind : undefined;
}

/**
 * The modules the search page at `query` embeds: none without words; every group with the best
 * few of each; with `kind`, that kind's group alone with its fuller list.
 */
export function searchModules(query: URLSearchParams): SearchModule[] {
  const q = searchWords(query);
  if (q === '') return [];
  const kind = searchKind(query);
  return MODULES.flatMap(({ id, kinds }) => {
    const shown = kind === undefined ? kinds : kinds.filter((each) => each === kind);
    if (shown.length === 0) return [];
    // The best few of each kind; one kind's fuller list, as many as the API gives.
    const limit = kind === undefined ? SEARCH_LIMIT.default : SEARCH_LIMIT.max;
    return [{ id, props: { q, kinds: shown, limit, seeAll: kind === undefined } }];
  });
}

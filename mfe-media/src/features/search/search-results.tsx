import { use } from 'react';
import { PAGES, pagePath } from 'shared-ui';
import { searchSongs } from 'shared-ui/contracts/music';
import { searchReels } from 'shared-ui/contracts/reels';
import {
  SearchGroups,
  searchReads,
  type SearchKindOf,
  type SearchResultsProps,
} from 'shared-ui/search-group';
import { languageReady } from '../../app/language.ts';

/**
 * What this remote finds for the site search: songs (a result opens its song page) and reels
 * (its share page). See all opens the music list searched (`/music?q=`); the reels have no
 * search of their own, so theirs opens the kind's fuller answer on /search.
 */
const searches: readonly SearchKindOf[] = [
  {
    kind: 'music',
    endpoint: searchSongs,
    hrefOf: ({ id }) => pagePath(PAGES.song, undefined, { id }),
    seeAll: (q) => pagePath(PAGES.music, undefined, { q }),
  },
  { kind: 'reels', endpoint: searchReels, hrefOf: ({ id }) => pagePath(PAGES.shareReel, { reelId: id }) },
];

/** The reads the module makes first (the server renders it with their answers). */
export const firstReads = (props: SearchResultsProps) => searchReads(searches, props);

/** The media remote's groups on the search page (exposed as `media/SearchResults`). */
export default function SearchResults(props: SearchResultsProps) {
  if (languageReady) use(languageReady);
  return <SearchGroups searches={searches} {...props} />;
}

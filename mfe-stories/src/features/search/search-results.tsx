import { use } from 'react';
import { PAGES, pagePath } from 'shared-ui';
import { searchNews } from 'shared-ui/contracts/news';
import { searchArticles } from 'shared-ui/contracts/pages';
import { searchMembers } from 'shared-ui/contracts/users';
import {
  SearchGroups,
  searchReads,
  type SearchKindOf,
  type SearchResultsProps,
} from 'shared-ui/search-group';
import { languageReady } from '../../app/language.ts';

/**
 * What this remote finds for the site search: stories, news and people (members' profiles are
 * its author pages). News has no page per item, so a news result opens the news list. See all
 * opens the articles list searched (`?q=`); the news and the members have no list that takes
 * search words, so theirs opens the kind's fuller answer on /search.
 */
const searches: readonly SearchKindOf[] = [
  {
    kind: 'stories',
    endpoint: searchArticles,
    hrefOf: ({ id }) => pagePath(PAGES.article, { id }),
    seeAll: (q) => pagePath(PAGES.articles, undefined, { q }),
  },
  { kind: 'news', endpoint: searchNews, hrefOf: () => PAGES.news },
  { kind: 'people', endpoint: searchMembers, hrefOf: ({ id }) => pagePath(PAGES.author, { userId: id }) },
];

/** The reads the module makes first (the server renders it with their answers). */
export const firstReads = (props: SearchResultsProps) => searchReads(searches, props);

/** The stories remote's groups on the search page (exposed as `stories/SearchResults`). */
export default function SearchResults(props: SearchResultsProps) {
  if (languageReady) use(languageReady);
  return <SearchGroups searches={searches} {...props} />;
}

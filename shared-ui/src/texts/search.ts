/**
 * The site search's words: the shell's search page (its box and its 'nothing found') and the
 * groups each remote shows on it. Imported by those parts only, so /home carries none of it;
 * the header's Search control is `texts.layout.search`.
 */
export const search = {
  title: 'Search',
  /** The box's label. */
  box: 'Words to look for',
  placeholder: 'A song, a product, a story, a name…',
  submit: 'Search',
  /** While a group's results are on their way. */
  searching: 'Searching…',
  nothingFound: (q: string) => `Nothing found for "${q}". Try another word.`,
  /** A group whose search did not answer: the other groups still show. */
  failed: 'This part of the search is not available right now.',
  count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  seeAll: 'See all',
  /** The See all link's full name: 'See all Music'. */
  seeAllOf: (group: string) => `See all ${group}`,
  /** From one kind's fuller list back to every group. */
  allResults: 'All results',
  groups: {
    stories: 'Stories',
    news: 'News',
    music: 'Music',
    reels: 'Reels',
    marketplace: 'Marketplace',
    people: 'People',
  },
};

import { pageFrom, read, readOf, type NewsItem } from 'shared-ui';
import { getNews as getNewsEndpoint } from 'shared-ui/contracts/news';

/** What the news page and the home widget read. */
export const newsRead = () => readOf(getNewsEndpoint);

/** Every news item, newest launch first; throws when the news cannot be read. */
export async function getNews(): Promise<NewsItem[]> {
  const { items } = await pageFrom(getNewsEndpoint, await read(getNewsEndpoint), 'data');
  // ISO dates (YYYY-MM-DD) sort as plain strings; a collator would cost more than the list.
  return [...items].sort((a, b) =>
    a.launches_on < b.launches_on ? 1 : a.launches_on > b.launches_on ? -1 : 0,
  );
}

import { apiRead, http, readPage, type NewsItem } from 'shared-ui';

/** GET /news/getNews.php: what the news page and the home widget read. */
export const newsRead = () => apiRead('news/getNews.php');

/** Every news item, newest launch first; throws when the news cannot be read. */
export async function getNews(): Promise<NewsItem[]> {
  const { items } = await readPage<NewsItem>(await http().get(newsRead()), 'data');
  // ISO dates (YYYY-MM-DD) sort as plain strings; a collator would cost more than the list.
  return [...items].sort((a, b) =>
    a.launches_on < b.launches_on ? 1 : a.launches_on > b.launches_on ? -1 : 0,
  );
}

import { apiRead, http, readJson, type NewsAnswer, type NewsItem } from 'shared-ui';

/** GET /news/getNews.php: what the news page and the home widget read. */
export const newsRead = () => apiRead('news/getNews.php');

/** Every news item, newest launch first. */
export async function getNews(): Promise<NewsItem[]> {
  const answer = await readJson<NewsAnswer>(await http().get(newsRead()));
  const items = answer.success && Array.isArray(answer.data) ? answer.data : [];
  // ISO dates (YYYY-MM-DD) sort as plain strings; a collator would cost more than the list.
  return [...items].sort((a, b) =>
    a.launches_on < b.launches_on ? 1 : a.launches_on > b.launches_on ? -1 : 0,
  );
}

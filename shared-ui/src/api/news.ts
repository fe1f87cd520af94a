import type { NewsAnswer, NewsItem } from '../contracts/index.ts';
import { http, readJson } from './client.ts';

/** GET /news/getNews.php: every news item, newest launch first. */
export async function getNews(): Promise<NewsItem[]> {
  const answer = await readJson<NewsAnswer>(await http().get('news/getNews.php'));
  const items = answer.success && Array.isArray(answer.data) ? answer.data : [];
  // ISO dates (YYYY-MM-DD) sort as plain strings; a collator would cost more than the list.
  return [...items].sort((a, b) =>
    a.launches_on < b.launches_on ? 1 : a.launches_on > b.launches_on ? -1 : 0,
  );
}

import type { NewsAnswer, NewsItem } from '../contracts/index.ts';
import { http, readJson } from './client.ts';

/** GET /news/getNews.php: every news item, newest launch first. */
export async function getNews(): Promise<NewsItem[]> {
  const answer = await readJson<NewsAnswer>(await http().get('news/getNews.php'));
  const items = answer.success && Array.isArray(answer.data) ? answer.data : [];
  return [...items].sort((a, b) => b.launches_on.localeCompare(a.launches_on));
}

import type { Article } from '../contracts/index.ts';
import { http, readJson } from './client.ts';

/** GET /pages/get_articles.php?priority=all: the published articles. */
export async function getArticles(): Promise<Article[]> {
  const response = await http().get('pages/get_articles.php', { searchParams: { priority: 'all' } });
  const body = await readJson<{ articles: Article[] }>(response);
  return Array.isArray(body.articles) ? body.articles : [];
}

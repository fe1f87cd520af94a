import { apiRead, http, readJson, type Article } from 'shared-ui';

/** GET /pages/get_articles.php?priority=all: what the articles list reads (its first read). */
export const articlesRead = () => apiRead('pages/get_articles.php', { priority: 'all' });

/** The published articles. */
export async function getArticles(): Promise<Article[]> {
  const body = await readJson<{ articles: Article[] }>(await http().get(articlesRead()));
  return Array.isArray(body.articles) ? body.articles : [];
}

/** The news endpoint (`/api/news/*`, spec sections 3 and 7): what the news page and the home widget read. */
import { Type } from 'typebox';
import { NewsItemSchema } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import { refusals, SEARCH_DESCRIPTION, SearchRefusal, SiteSearchAnswer, SiteSearchQuery } from './forms.ts';

export const getNews = endpoint({
  method: 'GET',
  path: 'news/getNews.php',
  summary: 'Every news item, the latest launch first',
  policy: 'public',
  answers: { 200: Type.Object({ success: Type.Boolean(), data: Type.Array(NewsItemSchema) }) },
});

export const searchNews = endpoint({
  method: 'GET',
  path: 'news/search',
  summary: 'News items matching a search: name, then descriptions',
  description: SEARCH_DESCRIPTION,
  policy: 'public',
  query: SiteSearchQuery,
  answers: { 200: SiteSearchAnswer, ...refusals(SearchRefusal, 400) },
});

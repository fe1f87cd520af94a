import { pageFrom, pageInAnswer, read, readOf, type NewsItem } from 'shared-ui';
import { getNews as getNewsEndpoint } from 'shared-ui/contracts/news';
import { takeDocumentAnswer } from 'shared-ui/document-answers';

/** What the news page and the home widget read. */
export const newsRead = () => readOf(getNewsEndpoint);

/** Newest launch first. ISO dates (YYYY-MM-DD) sort as plain strings; a collator would cost more than the list. */
const newestFirst = (items: readonly NewsItem[]) =>
  [...items].sort((a, b) => (a.launches_on < b.launches_on ? 1 : a.launches_on > b.launches_on ? -1 : 0));

/** Every news item, newest launch first; throws when the news cannot be read. */
export async function getNews(): Promise<NewsItem[]> {
  return newestFirst((await pageFrom(getNewsEndpoint, await read(getNewsEndpoint), 'data')).items);
}

/** The news a success answer holds, newest launch first, or undefined when it holds no list. */
export function newsFromAnswer(body: unknown): NewsItem[] | undefined {
  const page = pageInAnswer(getNewsEndpoint, body, 'data');
  return page && newestFirst(page.items);
}

/** The news when the page's document came with them (a first visit), else undefined. */
export const documentNews = () => newsFromAnswer(takeDocumentAnswer(newsRead()));

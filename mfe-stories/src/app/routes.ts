/**
 * The stories remote's route table: the pages it owns, each loaded when opened, with the API
 * reads it starts with (from the same functions the page fetches with). `./App` renders from
 * it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, type PageRoute } from 'shared-ui';
import { articlesRead } from '../features/articles/api.ts';
import { newsRead } from '../features/news/api.ts';

const articles = lazyPage('articles-page', () =>
  import(/* webpackChunkName: "articles-page" */ '../features/articles/articles-page.tsx').then((module) => ({
    default: module.ArticlesPage,
  })),
);
const news = lazyPage('news-page', () =>
  import(/* webpackChunkName: "news-page" */ '../features/news/news-page.tsx').then((module) => ({
    default: module.NewsPage,
  })),
);

export const routes: readonly PageRoute[] = [
  { path: '/articles', page: articles, firstReads: () => [articlesRead()] },
  { path: '/stories', page: articles, firstReads: () => [articlesRead()] },
  { path: '/news', page: news, firstReads: () => [newsRead()] },
];

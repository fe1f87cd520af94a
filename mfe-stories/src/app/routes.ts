/**
 * The stories remote's route table: the pages it owns, each loaded when opened, with the API
 * reads it starts with (from the same functions the page fetches with). `./App` renders from
 * it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, type PageRoute } from 'shared-ui';
import { AUTHOR_ROUTE } from 'shared-ui/contracts';
import { articleRead, articlesRead } from '../features/articles/api.ts';
import { profileRead, statsRead } from '../features/author/api.ts';
import { newsRead } from '../features/news/api.ts';

const articles = lazyPage('articles-page', () =>
  import(/* webpackChunkName: "articles-page" */ '../features/articles/articles-page.tsx').then((module) => ({
    default: module.ArticlesPage,
  })),
);
const article = lazyPage('article-page', () =>
  import(/* webpackChunkName: "article-page" */ '../features/article/article-page.tsx').then((module) => ({
    default: module.ArticlePage,
  })),
);
const author = lazyPage('author-page', () =>
  import(/* webpackChunkName: "author-page" */ '../features/author/author-page.tsx').then((module) => ({
    default: module.AuthorPage,
  })),
);
const news = lazyPage('news-page', () =>
  import(/* webpackChunkName: "news-page" */ '../features/news/news-page.tsx').then((module) => ({
    default: module.NewsPage,
  })),
);

const listReads = () => [articlesRead()];
const articleReads = ({ id = '' }: { id?: string }) => [articleRead(id)];

export const routes: readonly PageRoute[] = [
  { path: '/articles', page: articles, firstReads: listReads },
  { path: '/stories', page: articles, firstReads: listReads },
  { path: '/article/:id', page: article, firstReads: articleReads },
  { path: '/post/:id', page: article, firstReads: articleReads },
  {
    path: AUTHOR_ROUTE,
    page: author,
    firstReads: ({ userId = '' }) => [profileRead(userId), statsRead(userId)],
  },
  { path: '/news', page: news, firstReads: () => [newsRead()] },
];

/**
 * The stories remote's route table: the pages it owns, each loaded when opened, with the API
 * reads it starts with (from the same functions the page fetches with). `./App` renders from
 * it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, PAGES, startPageOf, type PageRoute } from 'shared-ui';
import type { FirstImage, RouteParams } from 'shared-ui/contracts';
import {
  ARTICLE_IMAGES,
  CARD_SIZES,
  DETAIL_SIZES,
  articleRead,
  articlesRead,
  authorArticlesRead,
  categoriesRead,
  filtersOf,
} from '../features/articles/api.ts';
import { profileRead, statsRead } from '../features/author/api.ts';
import { commentsRead } from '../features/comments/api.ts';
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

// The list as the address asks for it (`?category=Culture&page=2`), read as the page reads it.
const listReads = (_params: RouteParams, query?: URLSearchParams) => [
  articlesRead(filtersOf(query), startPageOf(query)),
  categoriesRead(),
];
const articleReads = ({ id = '' }: { id?: string }) => [articleRead(id)];
const articleLaterReads = ({ id = '' }: { id?: string }) => [commentsRead(id)];
// The first card's first picture, and the article's: each page's largest paint on a phone.
const listPicture: FirstImage = {
  read: 0,
  field: 'articles.0.image_url1',
  folder: ARTICLE_IMAGES,
  sizes: CARD_SIZES,
};
const articlePicture: FirstImage = {
  read: 0,
  field: 'article.image_url1',
  folder: ARTICLE_IMAGES,
  sizes: DETAIL_SIZES,
};

export const routes: readonly PageRoute[] = [
  { path: PAGES.articles, page: articles, firstReads: listReads, firstImage: listPicture },
  { path: PAGES.stories, page: articles, firstReads: listReads, firstImage: listPicture },
  {
    path: PAGES.article,
    page: article,
    firstReads: articleReads,
    laterReads: articleLaterReads,
    firstImage: articlePicture,
  },
  {
    path: PAGES.post,
    page: article,
    firstReads: articleReads,
    laterReads: articleLaterReads,
    firstImage: articlePicture,
  },
  {
    path: PAGES.author,
    page: author,
    // The profile, the figures and the first page of the author's articles: all read at once.
    firstReads: ({ userId = '' }) => [profileRead(userId), statsRead(userId), authorArticlesRead(userId)],
  },
  { path: PAGES.news, page: news, firstReads: () => [newsRead()] },
];

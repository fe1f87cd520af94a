import {
  answerOf,
  idFromAddress,
  apiBase,
  call,
  deviceSrcSet,
  pageFrom,
  pageInAnswer,
  read,
  readOf,
  replyOf,
  type AnswerOf,
  type ListPage,
} from 'shared-ui';
import { takeDocumentAnswer } from 'shared-ui/document-answers';
import { IMAGE_WIDTHS, imageAddress, imageSrcSet, type ImageWidth } from 'shared-ui/contracts';
import {
  getArticle as getArticleEndpoint,
  getArticles as getArticlesEndpoint,
  getCategories as getCategoriesEndpoint,
  likeArticle,
  unlikeArticle,
  type ArticlesQuery,
} from 'shared-ui/contracts/pages';
import { limits } from 'shared-ui/validation/limits';

/** An article as the API answers it: with how many comments it has. */
export type StoryArticle = AnswerOf<typeof getArticleEndpoint>['article'];

/** The list's filters, as the URL keeps them. */
export interface ArticleFilters {
  category: string;
  subcategory: string;
  sort: 'recent' | 'trending';
  /** Words the name or text start with (`?q=`, as the site search's See all sends them). */
  search: string;
}

export const NO_FILTERS: ArticleFilters = { category: '', subcategory: '', sort: 'recent', search: '' };

/** The most characters of search words the list sends (the API takes 200). */
const SEARCH_MAX = 100;

/**
 * The list's filters as the page's address holds them (`?category=&subcategory=&sort=trending&q=`):
 * the page reads them so, and its route's first reads too.
 */
export function filtersOf(params: URLSearchParams | undefined): ArticleFilters {
  const category = params?.get('category') ?? '';
  return {
    category,
    subcategory: category ? (params?.get('subcategory') ?? '') : '',
    sort: params?.get('sort') === 'trending' ? 'trending' : 'recent',
    search: (params?.get('q') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/** The query of one page of the list: only the filters that are set. */
const articlesQuery = (filters: ArticleFilters, page: number): ArticlesQuery => ({
  priority: 'all',
  ...(filters.category && { category: filters.category }),
  ...(filters.category && filters.subcategory && { subcategory: filters.subcategory }),
  ...(filters.sort !== 'recent' && { sort: filters.sort }),
  ...(filters.search && { search: filters.search }),
  ...(page > 1 && { page }),
  limit: limits.articlePageStep,
});

/** One page of the list (the first is its first read). */
export const articlesRead = (filters: ArticleFilters = NO_FILTERS, page = 1) =>
  readOf(getArticlesEndpoint, { query: articlesQuery(filters, page) });

const readArticles = async (query: ArticlesQuery): Promise<ListPage<StoryArticle>> =>
  pageFrom(getArticlesEndpoint, await read(getArticlesEndpoint, { query }), 'articles');

/** One page (5 articles) of the published articles matching the filters; throws when it cannot be read. */
export const getArticles = (filters: ArticleFilters, page: number) =>
  readArticles(articlesQuery(filters, page));

/**
 * The page of the list it opens on (the first unless the address says) when the page's document
 * came with it (a first visit), else undefined.
 */
export const documentArticles = (filters: ArticleFilters, page = 1) =>
  pageInAnswer(getArticlesEndpoint, takeDocumentAnswer(articlesRead(filters, page)), 'articles');

/** An author's articles (the published ones for others). */
const authorQuery = (userId: string, page: number): ArticlesQuery => ({
  user_id: idFromAddress(userId),
  priority: 'user',
  ...(page > 1 && { page }),
  limit: limits.articlePageStep,
});

export const authorArticlesRead = (userId: string, page = 1) =>
  readOf(getArticlesEndpoint, { query: authorQuery(userId, page) });

/** The published articles of a page of an author's list (they see their pending ones in it too). */
const publishedOf = ({ items, hasMore }: ListPage<StoryArticle>): ListPage<StoryArticle> => ({
  items: items.filter((article) => article.status === 'published'),
  hasMore,
});

/** A page of an author's published articles; throws when it cannot be read. */
export const getAuthorArticles = async (userId: string, page: number) =>
  publishedOf(await readArticles(authorQuery(userId, page)));

/** The first page of an author's published articles when the page's document came with it, else undefined. */
export function documentAuthorArticles(userId: string): ListPage<StoryArticle> | undefined {
  const page = pageInAnswer(getArticlesEndpoint, takeDocumentAnswer(authorArticlesRead(userId)), 'articles');
  return page && publishedOf(page);
}

const articleQuery = (id: string) => ({ query: { id: idFromAddress(id) } });

/** What the article page reads first. */
export const articleRead = (id: string) => readOf(getArticleEndpoint, articleQuery(id));

/** An article the moderators hid (410), with the server's words for it (null without). */
export interface RemovedArticle {
  removed: true;
  message: string | null;
}

/**
 * One article, null when there is none to see, or the server's word that the moderators removed
 * it. Throws on network failure.
 */
export async function getArticle(id: string): Promise<StoryArticle | RemovedArticle | null> {
  const response = await read(getArticleEndpoint, articleQuery(id));
  if (response.status === 404 || response.status === 400) return null;
  if (response.status === 410) {
    const { message } = await replyOf(getArticleEndpoint, response);
    return { removed: true, message: message || null };
  }
  if (!response.ok) throw new Error(`Article answer ${response.status}`);
  const article = articleFromAnswer(await replyOf(getArticleEndpoint, response));
  if (!article) throw new Error('No article in the answer');
  return article;
}

/** The article a success answer of the article's read holds, or undefined when it holds none. */
export function articleFromAnswer(body: unknown): StoryArticle | undefined {
  const article = (body as { article?: unknown } | null)?.article;
  return article && typeof article === 'object' ? (article as StoryArticle) : undefined;
}

/**
 * The article when the page's document came with it (a first visit), else undefined: the
 * document carries success answers only, so a missing or removed article is read as before.
 */
export const documentArticle = (id: string) => articleFromAnswer(takeDocumentAnswer(articleRead(id)));

/** Each category with its subcategories (the list's filter panel). */
export const categoriesRead = () => readOf(getCategoriesEndpoint);

/** The categories of an answer: each with its list of subcategories. */
function categoriesOf(body: object): Record<string, string[]> {
  const categories: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(body)) {
    if (Array.isArray(list)) categories[name] = list.filter((item) => typeof item === 'string');
  }
  return categories;
}

/** The categories; throws when they cannot be read. */
export async function getCategories(): Promise<Record<string, string[]>> {
  return categoriesOf(await answerOf(getCategoriesEndpoint, await read(getCategoriesEndpoint)));
}

/** The categories when the page's document came with them (a first visit), else undefined. */
export function documentCategories(): Record<string, string[]> | undefined {
  const body = takeDocumentAnswer(categoriesRead());
  return body && typeof body === 'object' ? categoriesOf(body) : undefined;
}

/** Likes an article or takes the like back: the new count, or null when refused. */
export async function setLiked(articleId: number, liked: boolean): Promise<number | null> {
  const endpoint = liked ? likeArticle : unlikeArticle;
  const response = await call(endpoint, { body: { articleId } });
  const body = await replyOf(endpoint, response);
  return response.ok && typeof body.likes_count === 'number' ? body.likes_count : null;
}

/** A stored article image at a width the server keeps (/images/{name}). */
/** Where the articles' pictures are served, under the API base. */
export const ARTICLE_IMAGES = 'images';

export const articleImage = (name: string, width: ImageWidth = IMAGE_WIDTHS.full) =>
  imageAddress(apiBase(), ARTICLE_IMAGES, name, width);

/** `srcset` of a stored image: the small and the full width. */
export const articleImageSet = (name: string) => deviceSrcSet(imageSrcSet(apiBase(), ARTICLE_IMAGES, name));

/** The list card's picture: the whole column on a phone, the list's column beside the filters. */
export const CARD_SIZES = '(min-width: 64rem) 44rem, (min-width: 48rem) 60vw, 100vw';

/** The article page's picture. */
export const DETAIL_SIZES = '(min-width: 48rem) 46rem, 100vw';

/** A stored video (/videos/{file}). */
export const articleVideo = (name: string) => `${apiBase()}/videos/${encodeURIComponent(name)}`;

/** A profile image's thumbnail (/users/{file}); null for the default one (the avatar shows initials). */
export const profileImage = (name: string | null | undefined) =>
  name && name !== 'default-profile.svg' ? imageAddress(apiBase(), 'users', name, IMAGE_WIDTHS.thumb) : null;

/**
 * Every page of the site, by name: its route pattern (react-router's syntax) and, for a page whose
 * address carries a value, the query field or path parameter that holds it. The apps' route
 * tables (the shell's and each remote's) declare their pages with these patterns, their links
 * build addresses with `pagePath`, and the server reads the same table for link previews, preload
 * hints and document answers: one place says what `/product/7` is.
 */
export const PAGES = {
  root: '/',
  home: '/home',
  about: '/about',
  aboutUs: '/about-us',
  contact: '/contact-us',
  settings: '/settings',
  notifications: '/notifications',
  privacy: '/privacy-policy',
  privacyOld: '/privacy_policy',
  terms: '/terms-conditions',
  cookies: '/cookie-policy',
  install: '/install-app',
  notAllowed: '/not-allowed',
  /** Site-wide search: the words in the query (`/search?q=drum`), one kind's fuller list with `kind`. */
  search: '/search',
  articles: '/articles',
  stories: '/stories',
  article: '/article/:id',
  post: '/post/:id',
  author: '/author/:userId',
  news: '/news',
  music: '/music',
  /** One song: its id is in the query (`/song?id=7`). */
  song: '/song',
  videos: '/meta',
  reels: '/reels',
  shareReel: '/share-reel/:reelId',
  marketplace: '/marketplace',
  product: '/product/:productId',
  sell: '/sell',
  login: '/login',
  register: '/register',
  profile: '/profile',
  editProfile: '/profile/edit/:userId',
  myArticles: '/user/articles',
  myReels: '/user/reels',
  myMusic: '/user/music',
  myVideos: '/user/myyoutube',
  create: '/create',
  admin: '/admin/*',
} as const;

export type PageName = keyof typeof PAGES;
export type PagePattern = (typeof PAGES)[PageName];

/** The names of a pattern's `:name` segments. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a page's address needs: one per `:name` of its pattern. */
export type PageParams<Pattern extends string> = { readonly [Name in ParamNames<Pattern>]: string | number };

type PathArgs<Pattern extends string> = [ParamNames<Pattern>] extends [never]
  ? [params?: undefined, query?: Readonly<Record<string, string | number>>]
  : [params: PageParams<Pattern>, query?: Readonly<Record<string, string | number>>];

/**
 * The address of a page: its pattern with each `:name` filled (URL-encoded) and an optional
 * query. `pagePath(PAGES.product, { productId: 7 })` is `/product/7`.
 */
export function pagePath<Pattern extends PagePattern>(
  pattern: Pattern,
  ...[params, query]: PathArgs<Pattern>
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  const path = pattern.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

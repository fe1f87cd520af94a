import { matchPath } from 'react-router-dom';
import { apiRead, documentFor, isKnownPage, matchRoute, ownerOf, routeMatches } from '../contracts/index.ts';
import { describeRoutes, fillRead } from '../contracts/published-routes.ts';

const CASES: [pattern: string, pathname: string][] = [
  ['/articles', '/articles'],
  ['/articles', '/Articles/'],
  ['/articles', '/articles-old'],
  ['/articles', '/articles/12'],
  ['/article/:id', '/article/12'],
  ['/article/:id', '/article/12/'],
  ['/article/:id', '/article'],
  ['/article/:id', '/article/12/comments'],
  ['/article/:id', '/article/caf%C3%A9'],
  ['/product/:productId', '/product/7'],
  ['/profile/edit/:userId', '/profile/edit/3'],
  ['/shop/*', '/shop'],
  ['/shop/*', '/shop/sell/3'],
  ['/music', '/'],
  ['/', '/'],
  ['/', '/home'],
];

describe('the route matcher', () => {
  it.each(CASES)('%s against %s agrees with react-router, which renders the page', (pattern, pathname) => {
    const theirs = matchPath({ path: pattern, end: true }, pathname);
    expect(matchRoute(pattern, pathname)).toEqual(theirs ? { ...theirs.params } : null);
    expect(routeMatches(pattern, pathname)).toBe(theirs !== null);
  });

  it("gives the owner of a path, the pattern that matched and the path's parameters", () => {
    const remotes = [
      { name: 'stories', routes: ['/articles', '/article/:id'] },
      { name: 'marketplace', routes: ['/marketplace', '/product/:productId'] },
    ];
    expect(ownerOf(remotes, '/product/9')).toEqual({
      owner: remotes[1],
      route: '/product/:productId',
      params: { productId: '9' },
    });
    expect(ownerOf(remotes, '/home')).toBeUndefined();
    expect(isKnownPage(['/', '/home'], remotes, '/home/')).toBe(true);
    expect(isKnownPage(['/', '/home'], remotes, '/article/3')).toBe(true);
    expect(isKnownPage(['/', '/home'], remotes, '/no-such-page')).toBe(false);
  });

  it('fills a first-read template with the encoded parameters of the path, or gives none', () => {
    expect(fillRead('pages/get_article.php?id=:id', { id: '12' })).toBe('pages/get_article.php?id=12');
    expect(fillRead('shop/product/:productId', { productId: 'a b&c' })).toBe('shop/product/a%20b%26c');
    expect(fillRead('pages/get_article.php?id=:id', {})).toBeUndefined();
    expect(fillRead('news/getNews.php', {})).toBe('news/getNews.php');
  });

  it('picks the document of a page with the same matcher', () => {
    const table = { pages: { '/': 'welcome.html', '/home': 'home.html' }, fallback: 'index.html' };
    expect(documentFor(table, '/home/')).toBe('home.html');
    expect(documentFor(table, '/')).toBe('welcome.html');
    expect(documentFor(table, '/homes')).toBe('index.html');
    expect(documentFor(table, '/home/x')).toBe('index.html');
  });
});

describe("a remote's route table, as remote.json publishes it", () => {
  const productRead = (id: string) => apiRead('shop/get_product.php', { id, reviews: 'yes' });
  const table = [
    {
      path: '/marketplace',
      firstReads: () => [apiRead('shop/get_filters.php')],
      page: { chunk: 'marketplace' },
    },
    {
      path: '/product/:productId',
      firstReads: ({ productId = '' }) => [productRead(productId)],
      laterReads: ({ productId = '' }) => [apiRead('shop/get_reviews.php', { productId })],
      page: { chunk: 'product' },
    },
    { path: '/sell' },
  ];

  it("lists every route, for each page its first reads (a parameter standing as :name) and its code's chunk, and the paths of every public read, for offline reading", () => {
    expect(describeRoutes(table)).toEqual({
      routes: ['/marketplace', '/product/:productId', '/sell'],
      firstReads: {
        '/marketplace': ['shop/get_filters.php'],
        '/product/:productId': ['shop/get_product.php?id=:productId&reviews=yes'],
      },
      pageChunks: { '/marketplace': 'marketplace', '/product/:productId': 'product' },
      publicReads: ['shop/get_filters.php', 'shop/get_product.php', 'shop/get_reviews.php'],
    });
  });

  it("gives the server, for a path, the very read the page's endpoint function asks for", () => {
    const template = describeRoutes(table).firstReads?.['/product/:productId']?.[0] ?? '';
    const { params } = ownerOf([{ routes: ['/product/:productId'] }], '/product/a%20b') ?? {};
    expect(fillRead(template, params ?? {})).toBe(productRead('a b'));
  });
});

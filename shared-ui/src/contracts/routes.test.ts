import { describeRoutes, fillRead } from './published-routes.ts';
import { apiRead, pageAddress, startPageOf, type DescribedRoute } from './routes.ts';

describe("a list's page in its address", () => {
  const query = (search: string) => new URLSearchParams(search);

  it('starts on the page `?page=` names, a whole number from 1 (at most the API takes), else the first', () => {
    expect(startPageOf(query('q=bag&page=3'))).toBe(3);
    expect(startPageOf(query('q=bag'))).toBe(1);
    expect(startPageOf(undefined)).toBe(1);
    for (const page of ['0', '-2', '2.5', 'two', '', '1e400'])
      expect(startPageOf(query(`page=${page}`))).toBe(1);
    expect(startPageOf(query('page=20000'), 10_000)).toBe(10_000);
  });

  it("links to another page keeping the list's search and filters, without how far Load More had read", () => {
    expect(pageAddress(query('q=kikoi+red&category=Crafts&page=2&pages=3&seller=9'), 3)).toBe(
      '?q=kikoi+red&category=Crafts&page=3&seller=9',
    );
    expect(pageAddress(query('sort=trending'), 2)).toBe('?sort=trending&page=2');
    expect(pageAddress(query('page=2'), 1)).toBe('?page=1');
  });
});

describe("a route's first reads, for an address's query", () => {
  const listRead = (query?: URLSearchParams) =>
    apiRead('shop/fetch_products.php', { search: query?.get('q') ?? '', page: startPageOf(query) });
  const table: DescribedRoute[] = [
    { path: '/marketplace', firstReads: (_params, query) => [listRead(query)] },
  ];

  it('are those of the query the server asks with, and remote.json publishes those of the bare path', () => {
    expect(table[0]!.firstReads?.({}, new URLSearchParams('q=bag&page=2'))).toEqual([
      'shop/fetch_products.php?search=bag&page=2',
    ]);
    expect(describeRoutes(table).firstReads).toEqual({
      '/marketplace': ['shop/fetch_products.php?search=&page=1'],
    });
  });

  it('a query value the route names is published as a placeholder, as a path parameter is', () => {
    const song: DescribedRoute = {
      path: '/song',
      query: ['id'],
      firstReads: (_params, query) => {
        const id = query?.get('id');
        return id ? [apiRead('music/get-music.php', { id })] : [];
      },
    };
    expect(describeRoutes([song]).firstReads).toEqual({ '/song': ['music/get-music.php?id=:id'] });
    expect(fillRead('music/get-music.php?id=:id', { id: '7' })).toBe('music/get-music.php?id=7');
  });
});

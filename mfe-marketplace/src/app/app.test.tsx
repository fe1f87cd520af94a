import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { marketplace } from 'shared-ui/texts/marketplace';
import { sell } from '../texts/sell.ts';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads, itMakesItsFirstReadsAt } from '../../../jest/first-reads.tsx';
import { categoriesRead, productsRead } from '../features/products/api.ts';
import { itTakesItsFirstReadsFromTheDocument } from '../../../jest/server-render.tsx';
import { product, productDetail } from '../test/fixtures.ts';
import { routes } from './routes.ts';

/** A path of each route (parameters filled in), and the spec's texts its page shows with no API. */
const PAGES: Record<string, { path: string; failed: string; alsoFailed?: string }> = {
  '/marketplace': {
    path: '/marketplace',
    failed: marketplace.products.fetchFailed,
    alsoFailed: marketplace.products.categoriesFailed,
  },
  '/product/:productId': { path: '/product/1', failed: marketplace.products.detailFailed },
  // A guest: the page asks to log in before it reads anything.
  '/sell': { path: '/sell', failed: sell.loginPrompt },
};

describe('marketplace remote', () => {
  it('has a page test for each route of its table', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it.each(Object.values(PAGES))(
    'renders its own top bar and the page for $path',
    async ({ path, failed, alsoFailed }) => {
      await preload(path); // as the shell does before it renders the remote
      render(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      const topBar = screen.getByRole('navigation', { name: 'Marketplace' });
      expect(topBar).toHaveTextContent('Sell');
      // No API answers here: the page says so in the spec's words.
      expect(await screen.findByText(failed, {}, { timeout: 3000 })).toBeInTheDocument();
      if (alsoFailed) expect(await screen.findByText(alsoFailed, {}, { timeout: 3000 })).toBeInTheDocument();
    },
  );

  it('the list has its search box', async () => {
    await preload('/marketplace');
    render(
      <MemoryRouter initialEntries={['/marketplace']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByPlaceholderText(marketplace.products.searchPlaceholder)).toBeInTheDocument();
    // Its reads fail here (no API): the test waits for the page to say so before it ends.
    expect(
      await screen.findByText(marketplace.products.categoriesFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(marketplace.products.fetchFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});

describe('marketplace remote, first reads', () => {
  itMakesItsFirstReads(App, routes);
});

describe("marketplace remote, first reads for an address's query", () => {
  const list = routes.find((route) => route.path === '/marketplace')!;

  it('reads the search, filters and page of the query as the page reads them', () => {
    expect(list.firstReads?.({}, new URLSearchParams('q=bag&category=3&page=2'))).toEqual([
      categoriesRead(),
      productsRead({ search: 'bag', category: '3', page: 2 }),
    ]);
    expect(productsRead({ search: 'bag', category: '3', page: 2 })).toBe(
      'shop/fetch_products.php?search=bag&category=3&price=&recent=&page=2',
    );
    expect(
      list.firstReads?.({}, new URLSearchParams('price=highToLow&recent=oldest&seller=9&pages=3&page=x')),
    ).toEqual([
      categoriesRead(),
      productsRead({ price: 'highToLow', recent: 'oldest', seller_id: 9, page: 1 }),
    ]);
  });

  it('reads the first page of the whole list without a query, as remote.json publishes it', () => {
    expect(list.firstReads?.({})).toEqual([categoriesRead(), productsRead({ page: 1 })]);
    expect(list.firstReads?.({}, new URLSearchParams())).toEqual(list.firstReads?.({}));
  });

  itMakesItsFirstReadsAt(App, routes, [
    '/marketplace?q=bag&category=3&page=2',
    '/marketplace?q=kikoi&price=lowToHigh&recent=oldest&seller=9',
    '/marketplace?page=3',
  ]);
});

describe('marketplace remote, first reads taken from the document', () => {
  const list = (page: number) => ({ products: [product(1), product(2)], page, hasMore: false });
  const categories = { categories: ['Crafts', 'Food'] };

  itMakesItsFirstReadsAt(App, routes, ['/product/7']);

  itTakesItsFirstReadsFromTheDocument(App, routes, {
    '/marketplace': [categories, list(1)],
    '/marketplace?q=bag&category=Crafts&price=lowToHigh&page=2': [categories, list(2)],
    '/product/7': [{ product: productDetail(7) }],
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { product as productTexts } from 'shared-ui/texts/product';
import { configureApi } from 'shared-ui';
import { MarketplacePage } from './marketplace-page.tsx';
import { marketplace } from 'shared-ui/texts/marketplace';

/** Renders the page at `entry` with the API answering through `answer`; returns the URLs asked for. */
function renderWith(answer: (url: URL) => Response | Promise<Response>, entry = '/marketplace') {
  const asked: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href));
    asked.push(new URL(request.url));
    return answer(new URL(request.url));
  });
  configureApi({ default: `${location.origin}/api` });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/marketplace" element={<MarketplacePage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
  return asked;
}

/** The address the page keeps its query in, shown for the test to read. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const product = (id: number) => ({
  product_id: id,
  product_name: `Product ${id}`,
  description: 'A long description of the product that goes on past fifty characters.',
  price: 100 * id,
  location: 'Kilifi',
  category: 'Crafts',
  image_1: null,
});

/** Two full pages of 12, then nothing. */
const catalogue = (url: URL) => {
  if (url.pathname.endsWith('get_filters.php')) return Response.json({ categories: ['Crafts', 'Food'] });
  const page = Number(url.searchParams.get('page'));
  const products = page <= 2 ? Array.from({ length: 12 }, (_, i) => product((page - 1) * 12 + i + 1)) : [];
  return Response.json({ products, page, hasMore: page < 2 });
};

describe('marketplace list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    configureApi(undefined);
  });

  it('says no products were found when the list is empty', async () => {
    renderWith((url) =>
      url.pathname.endsWith('get_filters.php')
        ? Response.json({ categories: [] })
        : Response.json({ products: [], page: 1, hasMore: false }),
    );
    expect(await screen.findByText(marketplace.products.noneFound)).toBeInTheDocument();
  });

  it('says the products could not be fetched when the API cannot be reached', async () => {
    renderWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(marketplace.products.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByText(marketplace.products.noneFound)).not.toBeInTheDocument();
  });

  it('restores search, category, sorts and the pages loaded from the address', async () => {
    const asked = renderWith(
      catalogue,
      '/marketplace?q=pot&category=Crafts&price=highToLow&recent=oldest&pages=2',
    );
    expect(await screen.findByText('Product 24')).toBeInTheDocument();
    const reads = asked.filter((url) => url.pathname.endsWith('fetch_products.php'));
    expect(reads.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(Object.fromEntries(reads[0]!.searchParams)).toMatchObject({
      search: 'pot',
      category: 'Crafts',
      price: 'highToLow',
      recent: 'oldest',
    });
    expect(screen.getByRole('searchbox', { name: marketplace.products.searchLabel })).toHaveValue('pot');
    expect(screen.getByRole('combobox', { name: marketplace.products.priceSort })).toHaveValue('highToLow');
    expect(screen.getByRole('combobox', { name: productTexts.recentSort })).toHaveValue('oldest');
  });

  it('writes a changed filter and the pages loaded into the address, a new filter from page 1', async () => {
    renderWith(catalogue);
    expect(await screen.findByText('Product 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: marketplace.products.loadMore }));
    expect(await screen.findByText('Product 24')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?pages=2'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: productTexts.recentSort }), 'oldest');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?recent=oldest$/);
    await userEvent.click(await screen.findByRole('button', { name: marketplace.products.loadMore }));
    expect(await screen.findByText(marketplace.products.noMore)).toBeInTheDocument();
  });

  it('says the products and the categories could not be fetched when the server answers an error', async () => {
    renderWith(() => Response.json({ error: 'Database unavailable.' }, { status: 503 }));
    expect(await screen.findByText(marketplace.products.fetchFailed)).toBeInTheDocument();
    expect(await screen.findByText(marketplace.products.categoriesFailed)).toBeInTheDocument();
    expect(screen.queryByText(marketplace.products.noneFound)).not.toBeInTheDocument();
  });

  it('says the categories could not be fetched, and the list still shows', async () => {
    renderWith((url) =>
      url.pathname.endsWith('get_filters.php')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : catalogue(url),
    );
    expect(await screen.findByText(marketplace.products.categoriesFailed)).toBeInTheDocument();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { texts } from 'shared-ui';
import { fetchProducts, getFilters } from 'shared-ui/contracts/shop';
import { DOCUMENT_ANSWERS_ID } from 'shared-ui/contracts';
import { resetDocumentAnswers } from 'shared-ui/document-answers';
import { marketplace } from 'shared-ui/texts/marketplace';
import { marketplace as marketplaceSw } from 'shared-ui/texts/sw/marketplace';
import { product as productTexts } from '../../texts/product.ts';
import { product as productSw } from '../../texts/sw/product.ts';
import { MarketplacePage } from './marketplace-page.tsx';
import { categoriesRead, productsRead } from './api.ts';
import { fakeApi, networkFailure, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { product } from '../../test/fixtures.ts';
import { translateTextsLate } from '../../../../jest/texts-translated-late.ts';

/** Renders the page at `entry` with the API answering by `routes`; returns the requests sent. */
function renderWith(routes: FakeRoute[], entry = '/marketplace') {
  const sent = fakeApi(...routes);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/marketplace" element={<MarketplacePage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
  return sent;
}

/** The address the page keeps its query in, shown for the test to read. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const categories = on(getFilters, () => ({ categories: ['Crafts', 'Food'] }));

/** Two full pages of 12, then nothing. */
const products = on(fetchProducts, ({ query }) => {
  const page = Number(query.get('page'));
  const items = page <= 2 ? Array.from({ length: 12 }, (_, i) => product((page - 1) * 12 + i + 1)) : [];
  return { products: items, page, hasMore: page < 2 };
});

const catalogue = [categories, products];

describe('marketplace list', () => {
  it('says no products were found when the list is empty', async () => {
    renderWith([
      on(getFilters, () => ({ categories: [] })),
      on(fetchProducts, () => ({ products: [], page: 1, hasMore: false })),
    ]);
    expect(await screen.findByText(marketplace.products.noneFound)).toBeInTheDocument();
  });

  it('says the products could not be fetched when the API cannot be reached', async () => {
    renderWith([on(getFilters, networkFailure), on(fetchProducts, networkFailure)]);
    expect(await screen.findByText(marketplace.products.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByText(marketplace.products.noneFound)).not.toBeInTheDocument();
  });

  it('restores search, category, sorts and the pages loaded from the address', async () => {
    const asked = renderWith(
      catalogue,
      '/marketplace?q=pot&category=Crafts&price=highToLow&recent=oldest&pages=2',
    );
    expect(await screen.findByText('Product 24')).toBeInTheDocument();
    const reads = asked.filter((request) => request.endpoint === fetchProducts);
    expect(reads.map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(Object.fromEntries(reads[0]!.query)).toMatchObject({
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
    const unavailable = () => serverFailure(503, { error: 'Database unavailable.' });
    renderWith([on(getFilters, unavailable), on(fetchProducts, unavailable)]);
    expect(await screen.findByText(marketplace.products.fetchFailed)).toBeInTheDocument();
    expect(await screen.findByText(marketplace.products.categoriesFailed)).toBeInTheDocument();
    expect(screen.queryByText(marketplace.products.noneFound)).not.toBeInTheDocument();
  });

  it('says the categories could not be fetched, and the list still shows', async () => {
    renderWith([on(getFilters, networkFailure), products]);
    expect(await screen.findByText(marketplace.products.categoriesFailed)).toBeInTheDocument();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });
});

describe('the list for a phone without script: pages by link, search by form', () => {
  /** Three full pages of 12, then nothing. */
  const three = on(fetchProducts, ({ query }) => {
    const page = Number(query.get('page'));
    const items = page <= 3 ? Array.from({ length: 12 }, (_, i) => product((page - 1) * 12 + i + 1)) : [];
    return { products: items, page, hasMore: page < 3 };
  });
  const link = (name: string) => screen.queryByRole('link', { name });

  it('opens on the page the address names, reading only it, and links to the pages either side', async () => {
    const asked = renderWith([categories, three], '/marketplace?page=2');
    expect(await screen.findByText('Product 13')).toBeInTheDocument();
    expect(screen.queryByText('Product 12')).not.toBeInTheDocument();
    const reads = asked.filter((request) => request.endpoint === fetchProducts);
    expect(reads.map((request) => request.query.get('page'))).toEqual(['2']);
    expect(link(texts.common.previousPage)).toHaveAttribute('href', '?page=1');
    expect(link(texts.common.nextPage)).toHaveAttribute('href', '?page=3');
    // With script, Load More goes on adding: page 3, the last (its link goes with it).
    await userEvent.click(screen.getByRole('button', { name: marketplace.products.loadMore }));
    expect(await screen.findByText('Product 36')).toBeInTheDocument();
    expect(screen.getByText(marketplace.products.noMore)).toBeInTheDocument();
    expect(link(texts.common.nextPage)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?page=2&pages=2$/),
    );
  });

  it("links to the next page with the list's search, filters and seller, but not how far it was loaded", async () => {
    renderWith([categories, three], '/marketplace?q=pot&category=Crafts&price=lowToHigh&seller=9&pages=2');
    expect(await screen.findByText('Product 24')).toBeInTheDocument();
    expect(link(texts.common.nextPage)).toHaveAttribute(
      'href',
      '?q=pot&category=Crafts&price=lowToHigh&seller=9&page=3',
    );
    expect(link(texts.common.previousPage)).not.toBeInTheDocument();
  });

  it('a new search starts from the first page again', async () => {
    renderWith([categories, three], '/marketplace?q=pot&page=3');
    expect(await screen.findByText('Product 25')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: marketplace.products.priceSort }),
      'highToLow',
    );
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?q=pot&price=highToLow$/);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });

  it('searches with a GET form of the page whose fields are named as the address names them, filled from it', async () => {
    renderWith(
      [categories, three],
      '/marketplace?q=bag&category=Food&price=highToLow&recent=oldest&seller=9',
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/marketplace');
    expect(screen.getByPlaceholderText(marketplace.products.searchPlaceholder)).toHaveAttribute('name', 'q');
    await screen.findByRole('option', { name: 'Food' });
    expect(form).toHaveFormValues({
      q: 'bag',
      category: 'Food',
      price: 'highToLow',
      recent: 'oldest',
      seller: '9',
    });
    expect(screen.getByRole('combobox', { name: marketplace.products.category })).toHaveDisplayValue('Food');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
  });

  it('renders, as the server does, the form with its Apply button inside <noscript>', () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/marketplace?q=bag&category=Food&page=2']}>
        <MarketplacePage />
      </MemoryRouter>,
    );
    const form = /<form[^>]*role="search"[^>]*>.*?<\/form>/s.exec(markup)?.[0] ?? '';
    const formTag = /^<form[^>]*>/.exec(form)?.[0];
    expect(formTag).toMatch(/ method="get"/);
    expect(formTag).toMatch(/ action="\/marketplace"/);
    expect(form).toMatch(/<input[^>]* name="q"[^>]* value="bag"/);
    // The chosen category shows before (or without) the list of them, so sending the form keeps it.
    expect(form).toMatch(/<select name="category"[^>]*>.*<option value="Food" selected="">Food<\/option>/);
    expect(form).toMatch(
      new RegExp(`<noscript><button type="submit"[^>]*>${texts.common.apply}</button></noscript></form>$`),
    );
  });
});

describe("one seller's listings", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetDocumentAnswers();
  });

  /** The seller's products (Zawadi's, seller 9), whatever the rest of the query. */
  const sellers = on(fetchProducts, ({ query }) => ({
    products: query.get('seller_id') === '9' ? [product(5), product(6)] : [product(1)],
    page: 1,
    hasMore: false,
  }));

  it('reads with seller_id, names the seller and links back to all the listings', async () => {
    const asked = renderWith([categories, sellers], '/marketplace?seller=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Listings by Zawadi' })).toBeInTheDocument();
    expect(screen.getByText('Product 5')).toBeInTheDocument();
    expect(screen.queryByText('Product 1')).not.toBeInTheDocument();
    const reads = asked.filter((request) => request.endpoint === fetchProducts);
    expect(reads.map((request) => request.query.get('seller_id'))).toEqual(['9']);

    await userEvent.type(screen.getByRole('searchbox', { name: marketplace.products.searchLabel }), 'p');
    await waitFor(() =>
      expect(asked.filter((request) => request.endpoint === fetchProducts).length).toBeGreaterThan(1),
    );
    const searched = asked.filter((request) => request.endpoint === fetchProducts).at(-1)!;
    expect(Object.fromEntries(searched.query)).toMatchObject({ search: 'p', seller_id: '9', page: '1' });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/seller=9/);

    await userEvent.click(screen.getByRole('link', { name: marketplace.products.showAll }));
    expect(screen.getByRole('status', { name: 'address' })).toBeEmptyDOMElement();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: marketplace.products.showAll })).not.toBeInTheDocument();
    expect(
      asked
        .filter((request) => request.endpoint === fetchProducts)
        .at(-1)!
        .query.has('seller_id'),
    ).toBe(false);
  });

  it("says 'This seller's listings' when the seller has none on sale", async () => {
    renderWith(
      [categories, on(fetchProducts, () => ({ products: [], page: 1, hasMore: false }))],
      '/marketplace?seller=4',
    );
    expect(await screen.findByText(marketplace.products.noneFound)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: marketplace.products.sellerListingsUnnamed }),
    ).toBeInTheDocument();
  });

  it('ignores a seller that is no id', async () => {
    const asked = renderWith([categories, sellers], '/marketplace?seller=abc');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(asked.find((request) => request.endpoint === fetchProducts)!.query.has('seller_id')).toBe(false);
    expect(screen.queryByRole('link', { name: marketplace.products.showAll })).not.toBeInTheDocument();
  });

  it("does not take the whole list the document came with for a seller's list", async () => {
    // The server preloads the page's first reads by its path alone: the whole list's first page.
    const carried = {
      [categoriesRead()]: { categories: ['Crafts'] },
      [productsRead({ page: 1 })]: {
        products: [product(99, { seller_name: 'Someone' })],
        page: 1,
        hasMore: false,
      },
    };
    document.body.innerHTML = `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">${JSON.stringify(carried)}</script>`;
    resetDocumentAnswers();
    const asked = renderWith([categories, sellers], '/marketplace?seller=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Listings by Zawadi' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: marketplace.products.list });
    expect(within(list).getByText('Product 5')).toBeInTheDocument();
    expect(screen.queryByText('Product 99')).not.toBeInTheDocument();
    expect(asked.filter((request) => request.endpoint === fetchProducts)).toHaveLength(1);
  });
});

describe('the list in Kiswahili, its texts put in the language after its code loaded', () => {
  // As in the browser, where the page's code can load before the remote's catalogue does.
  translateTextsLate(() => import('../../languages/sw.ts'));

  it('labels its sorts in Kiswahili', async () => {
    renderWith(catalogue);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(marketplaceSw.products.priceSort)).toEqual([
      marketplaceSw.products.sortByPrice,
      marketplaceSw.products.lowToHigh,
      marketplaceSw.products.highToLow,
    ]);
    expect(options(productSw.recentSort)).toEqual([productSw.recentSort, productSw.newest, productSw.oldest]);
  });
});

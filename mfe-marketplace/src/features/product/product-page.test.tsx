import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession, type BodyOf } from 'shared-ui';
import { addReview, fetchProducts } from 'shared-ui/contracts/shop';
import { auth } from 'shared-ui/texts/auth';
import { marketplace } from 'shared-ui/texts/marketplace';
import { report } from 'shared-ui/texts/report';
import { product as productTexts } from '../../texts/product.ts';
import { Embedded } from '../../shared/embedded.ts';
import { ProductPage } from './product-page.tsx';
import { productRead } from './api.ts';
import { fakeApi, networkFailure, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { carryAnswers, queriesOf, readsIn, serveAndHydrate } from '../../../../jest/server-render.tsx';
import { productDetail, review, sellerStanding } from '../../test/fixtures.ts';

const t = productTexts;

const PRODUCT = productDetail(7, {
  product_name: 'Kikoi bag',
  description: 'A tote bag lined with cotton.',
  price: 950,
  location: 'Mombasa',
  category: 'Clothing & textiles',
  contact_whatsapp: '+254700001223',
  expiry_date: '2027-03-09',
  image_1: 'abc.webp',
  timestamp: '2026-11-10T04:07:58.346Z',
  average_rating: 4.5,
  seller_name: 'Karisa Chiruma',
  seller_id: 3,
  reviews: [review(1, { reviewer_name: 'Mwaka Tsuma', review_text: 'Very good work.', rating: 5 })],
  reviews_count: 1,
});

/** Renders /product/7 with the API answering by `routes`; returns the requests sent. */
function renderWith(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(
    <MemoryRouter initialEntries={['/product/7']}>
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
        <Route path="/marketplace" element={<p>the list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return sent;
}

/** Renders /product/7 for a product whose seller stands as `seller`. */
function renderWithSeller(seller: ReturnType<typeof sellerStanding>) {
  fakeApi(on(fetchProducts, () => ({ product: { ...PRODUCT, seller } })));
  return render(
    <MemoryRouter initialEntries={['/product/7']}>
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('product page', () => {
  afterEach(() => {
    act(() => useSession.getState().signOut());
  });

  it('shows the product, its facts, reviews, the disclaimer and a WhatsApp chat with the seller', async () => {
    const requests = renderWith(on(fetchProducts, () => ({ product: PRODUCT })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' })).toBeInTheDocument();
    expect(requests[0]!.query.get('product_id')).toBe('7');
    expect(screen.getByText('A tote bag lined with cotton.')).toBeInTheDocument();
    expect(screen.getByText(`${marketplace.currency} 950`)).toBeInTheDocument();
    expect(screen.getByText('Mombasa')).toBeInTheDocument();
    expect(screen.getByText('Clothing & textiles')).toBeInTheDocument();
    expect(screen.getByText(t.outOfFive('4.5'))).toBeInTheDocument();
    expect(screen.getByText(t.sellerIs('Karisa Chiruma', 3))).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(t.disclaimer);
    expect(screen.getByRole('img', { name: t.picture('Kikoi bag', 1) })).toHaveAttribute(
      'src',
      `${location.origin}/api/shop/uploads/abc.webp`,
    );
    const chat = screen.getByRole('link', { name: marketplace.chatWithSeller });
    const chatUrl = new URL(chat.getAttribute('href')!);
    expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/254700001223');
    expect(chatUrl.searchParams.get('text')).toBe(t.chatMessage('Kikoi bag', `${location.origin}/product/7`));
    const reviews = screen.getByRole('list', { name: t.reviews });
    expect(within(reviews).getByText('Very good work.')).toBeInTheDocument();
    expect(within(reviews).getByText('Mwaka Tsuma')).toBeInTheDocument();
  });

  it('reads the reviews past the first page with Load More', async () => {
    const requests = renderWith(
      on(fetchProducts, ({ query }) => {
        const page = Number(query.get('reviews_page') ?? 1);
        const reviews = [review(10 - page, { reviewer_name: 'Neema', review_text: `Review ${page}` })];
        return { product: { ...PRODUCT, reviews, reviews_count: 2, reviews_has_more: page < 2 } };
      }),
    );
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: marketplace.products.loadMore }));
    expect(await screen.findByText('Review 2')).toBeInTheDocument();
    expect(screen.getByText('Review 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: marketplace.products.loadMore })).not.toBeInTheDocument();
    expect(requests.map((request) => request.query.get('reviews_page'))).toEqual([null, '2']);
  });

  it("says 'No reviews yet' and asks a guest to log in instead of showing the review form", async () => {
    renderWith(
      on(fetchProducts, () => ({
        product: { ...PRODUCT, reviews: [], reviews_count: 0, average_rating: null },
      })),
    );
    expect(await screen.findByText(marketplace.review.none)).toBeInTheDocument();
    expect(screen.getByText(t.notRated)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.logIn }));
    expect(screen.getByRole('dialog', { name: auth.loginTitle })).toHaveTextContent(
      marketplace.review.loginRequired,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submitReview })).not.toBeInTheDocument();
  });

  it("shows the server's text for a product that does not exist, and the go-back button leads to the list", async () => {
    renderWith(on(fetchProducts, (call) => call.answer(404, { error: 'Product not found.' })));
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it("shows the seller's standing and the way to all their listings, the tips beside the chat", async () => {
    renderWith(on(fetchProducts, () => ({ product: PRODUCT })));
    const seller = await screen.findByRole('region', { name: t.aboutSeller });
    expect(within(seller).getByText('Member since March 2026')).toBeInTheDocument();
    expect(within(seller).getByText('3 active listings')).toBeInTheDocument();
    expect(within(seller).getByText('4.5 ★ from 12 reviews')).toBeInTheDocument();
    expect(within(seller).getByText('4.5 out of 5 from 12 reviews')).toHaveClass('visually-hidden');
    const listings = within(seller).getByRole('link', { name: 'See all listings by Karisa Chiruma' });
    expect(listings).toHaveAttribute('href', '/marketplace?seller=3');

    const tips = screen.getByRole('complementary', { name: 'Stay safe' });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((tip) => tip.textContent),
    ).toEqual([
      'Meet in a busy public place.',
      'See the item before you pay.',
      "Never pay in advance by M-Pesa to someone you don't know.",
    ]);

    await userEvent.click(listings);
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it('writes one listing and one review in the singular, and a seller nobody reviewed yet', async () => {
    let standing = sellerStanding({ active_listings: 1, average_rating: 5, reviews_count: 1 });
    const { unmount } = renderWithSeller(standing);
    const seller = await screen.findByRole('region', { name: t.aboutSeller });
    expect(within(seller).getByText('1 active listing')).toBeInTheDocument();
    expect(within(seller).getByText('5.0 ★ from 1 review')).toBeInTheDocument();
    unmount();

    standing = sellerStanding({ active_listings: 0, average_rating: null, reviews_count: 0 });
    renderWithSeller(standing);
    const unrated = await screen.findByRole('region', { name: t.aboutSeller });
    expect(within(unrated).getByText('0 active listings')).toBeInTheDocument();
    expect(within(unrated).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(unrated).queryByText(/★/)).not.toBeInTheDocument();
  });

  it('offers a report to the moderators to anyone but the seller', async () => {
    act(() => useSession.getState().signIn({ id: 5, username: 'Neema', email: 'n@example.org' }));
    const { unmount } = renderWithSeller(PRODUCT.seller);
    const seller = await screen.findByRole('region', { name: t.aboutSeller });
    expect(within(seller).getByRole('button', { name: report.button })).toBeInTheDocument();
    unmount();

    act(() => useSession.getState().signIn({ id: 3, username: 'Karisa', email: 'k@example.org' }));
    renderWithSeller(PRODUCT.seller);
    await screen.findByRole('region', { name: t.aboutSeller });
    expect(screen.queryByRole('button', { name: report.button })).not.toBeInTheDocument();
  });

  it("in a partner's page: the seller's standing and the tips, no report (no one is signed in there)", async () => {
    fakeApi(on(fetchProducts, () => ({ product: PRODUCT })));
    render(
      <Embedded.Provider value={{ siteUrl: 'https://mijikenda.example/' }}>
        <MemoryRouter initialEntries={['/product/7']}>
          <Routes>
            <Route path="/product/:productId" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </Embedded.Provider>,
    );
    const seller = await screen.findByRole('region', { name: t.aboutSeller });
    expect(within(seller).getByRole('link', { name: t.sellerListings('Karisa Chiruma') })).toHaveAttribute(
      'href',
      '/marketplace?seller=3',
    );
    expect(screen.getByRole('complementary', { name: t.safetyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: marketplace.chatWithSeller })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: report.button })).not.toBeInTheDocument();
  });

  it('says a product the moderators hid was removed, with no chat with its seller', async () => {
    renderWith(on(fetchProducts, (call) => call.answer(410, { error: report.removed })));
    expect(await screen.findByRole('alert')).toHaveTextContent(report.removed);
    expect(screen.queryByText(marketplace.products.detailFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: marketplace.chatWithSeller })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.aboutSeller })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch product details' when the API cannot be reached", async () => {
    renderWith(on(fetchProducts, networkFailure));
    expect(await screen.findByText(marketplace.products.detailFailed)).toBeInTheDocument();
  });

  it('a member reviews: a rating is required first, then the review is sent and the list read again', async () => {
    act(() => useSession.getState().signIn({ id: 5, username: 'Neema', email: 'n@example.org' }));
    let reviews = PRODUCT.reviews;
    const requests = renderWith(
      on(fetchProducts, () => ({ product: { ...PRODUCT, reviews, reviews_count: reviews.length } })),
      on(addReview, (call) => {
        const added = review(2, { reviewer_name: 'Neema', review_text: 'Asante!', rating: 4 });
        reviews = [added, ...reviews];
        return call.answer(201, {
          success: true,
          message: marketplace.review.added,
          review: added,
          average_rating: 4.5,
          reviews_count: reviews.length,
        });
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' });
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.reviewText) }), 'Asante!');
    await user.click(screen.getByRole('button', { name: t.submitReview }));
    expect(await screen.findByText(marketplace.review.ratingRequired)).toBeInTheDocument();
    expect(requests.filter((request) => request.endpoint === addReview)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: t.stars(4) }));
    await user.click(screen.getByRole('button', { name: t.submitReview }));
    expect(await screen.findByText(marketplace.review.added)).toBeInTheDocument();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.endpoint)).toEqual([addReview]);
    expect(sent[0]!.body).toEqual({
      product_id: '7',
      user_id: '5',
      rating: '4',
      review_text: 'Asante!',
    } satisfies BodyOf<typeof addReview>);
    // The list is drawn again from the product read again.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: t.reviews })).getByText('Asante!')).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of a review, e.g. a second review of the same product", async () => {
    act(() => useSession.getState().signIn({ id: 5, username: 'Neema', email: 'n@example.org' }));
    renderWith(
      on(fetchProducts, () => ({ product: PRODUCT })),
      on(addReview, (call) =>
        call.answer(409, { success: false, error: 'You have already reviewed this product.' }),
      ),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' });
    await user.click(screen.getByRole('radio', { name: t.stars(5) }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.reviewText) }), 'Again');
    await user.click(screen.getByRole('button', { name: t.submitReview }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeInTheDocument();
  });
});

describe('product page, from the answer its document came with', () => {
  const page = (
    <MemoryRouter initialEntries={['/product/7']}>
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>
  );

  it('shows the whole product in its first render, as the server renders it, and reads nothing', async () => {
    const served = await serveAndHydrate(page, { [productRead('7')]: { product: PRODUCT } });
    expect(served.untaken).toEqual([]);
    const server = queriesOf(served.markup);
    expect(server.getByRole('heading', { level: 1, name: 'Kikoi bag' })).toBeInTheDocument();
    expect(server.getByText(`${marketplace.currency} 950`)).toBeInTheDocument();
    expect(server.getByText('A tote bag lined with cotton.')).toBeInTheDocument();
    expect(server.getByRole('img', { name: t.picture('Kikoi bag', 1) })).toHaveAttribute(
      'src',
      `${location.origin}/api/shop/uploads/abc.webp`,
    );
    expect(
      within(server.getByRole('list', { name: t.reviews })).getByText('Very good work.'),
    ).toBeInTheDocument();
    expect(server.getByText('Member since March 2026')).toBeInTheDocument();
    expect(server.getByText('3 active listings')).toBeInTheDocument();
    // The server knows not by which address the visitor came: the message links to the path.
    const chat = new URL(
      server.getByRole('link', { name: marketplace.chatWithSeller }).getAttribute('href')!,
    );
    expect(chat.searchParams.get('text')).toBe(t.chatMessage('Kikoi bag', '/product/7'));

    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([]);
    // Once hydrated, the full address.
    const hydrated = within(served.container);
    const link = new URL(
      hydrated.getByRole('link', { name: marketplace.chatWithSeller }).getAttribute('href')!,
    );
    expect(link.searchParams.get('text')).toBe(t.chatMessage('Kikoi bag', `${location.origin}/product/7`));
  });

  it('takes an answer without reviews as a product with none', async () => {
    const { reviews: _none, ...bare } = PRODUCT;
    const served = await serveAndHydrate(page, { [productRead('7')]: { product: bare } });
    expect(queriesOf(served.markup).getByText(marketplace.review.none)).toBeInTheDocument();
    expect(served.hydrationErrors).toEqual([]);
  });

  it("reads the product when the document came with another's, or with no product", async () => {
    carryAnswers({ [productRead('8')]: { product: productDetail(8) } });
    const sent = renderWith(on(fetchProducts, () => ({ product: PRODUCT })));
    expect(screen.getByText(t.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' })).toBeInTheDocument();
    expect(readsIn(sent)).toEqual([productRead('7')]);

    const served = await serveAndHydrate(page, { [productRead('7')]: { products: [] } });
    expect(queriesOf(served.markup).getByText(t.loading)).toBeInTheDocument();
    expect(served.hydrationErrors).toEqual([]);
    expect(readsIn(served.sent)).toEqual([productRead('7')]);
  });
});

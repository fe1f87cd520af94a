import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, useSession } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { marketplace } from 'shared-ui/texts/marketplace';
import { ProductPage } from './product-page.tsx';
import { product as productTexts } from 'shared-ui/texts/product';

const t = productTexts;

const PRODUCT = {
  product_id: 7,
  product_name: 'Kikoi bag',
  description: 'A tote bag lined with cotton.',
  price: 950,
  location: 'Mombasa',
  category: 'Clothing & textiles',
  contact_whatsapp: '+254700001223',
  expiry_date: '2027-03-09',
  image_1: 'abc.webp',
  image_2: null,
  image_3: null,
  timestamp: '2026-11-10T04:07:58.346Z',
  average_rating: 4.5,
  seller_name: 'Karisa Chiruma',
  seller_id: 3,
  reviews: [{ review_id: 1, reviewer_name: 'Mwaka Tsuma', review_text: 'Very good work.', rating: 5 }],
  reviews_has_more: false,
};

/** Renders /product/7 with the API answering through `answer`; returns the requests sent. */
function renderWith(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    requests.push(request.clone());
    return answer(request);
  });
  configureApi({ default: `${location.origin}/api` });
  render(
    <MemoryRouter initialEntries={['/product/7']}>
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
        <Route path="/marketplace" element={<p>the list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return requests;
}

describe('product page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    configureApi(undefined);
    act(() => useSession.getState().signOut());
  });

  it('shows the product, its facts, reviews, the disclaimer and a WhatsApp chat with the seller', async () => {
    const requests = renderWith(() => Response.json({ product: PRODUCT }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' })).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('product_id')).toBe('7');
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
    const requests = renderWith((request) => {
      const page = Number(new URL(request.url).searchParams.get('reviews_page') ?? 1);
      const reviews = [
        { review_id: 10 - page, reviewer_name: 'Neema', review_text: `Review ${page}`, rating: 4 },
      ];
      return Response.json({ product: { ...PRODUCT, reviews, reviews_has_more: page < 2 } });
    });
    expect(await screen.findByText('Review 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: marketplace.products.loadMore }));
    expect(await screen.findByText('Review 2')).toBeInTheDocument();
    expect(screen.getByText('Review 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: marketplace.products.loadMore })).not.toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).searchParams.get('reviews_page'))).toEqual([
      null,
      '2',
    ]);
  });

  it("says 'No reviews yet' and asks a guest to log in instead of showing the review form", async () => {
    renderWith(() => Response.json({ product: { ...PRODUCT, reviews: [], average_rating: null } }));
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
    renderWith(() => Response.json({ error: 'Product not found.' }, { status: 404 }));
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it("says 'Failed to fetch product details' when the API cannot be reached", async () => {
    renderWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(marketplace.products.detailFailed)).toBeInTheDocument();
  });

  it('a member reviews: a rating is required first, then the review is sent and the list read again', async () => {
    act(() => useSession.getState().signIn({ id: 5, username: 'Neema', email: 'n@example.org' }));
    let reviews = PRODUCT.reviews;
    const requests = renderWith(async (request) => {
      if (request.method === 'POST') {
        reviews = [{ review_id: 2, reviewer_name: 'Neema', review_text: 'Asante!', rating: 4 }, ...reviews];
        return Response.json({ success: true, message: marketplace.review.added }, { status: 201 });
      }
      return Response.json({ product: { ...PRODUCT, reviews } });
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' });
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.reviewText) }), 'Asante!');
    await user.click(screen.getByRole('button', { name: t.submitReview }));
    expect(await screen.findByText(marketplace.review.ratingRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: t.stars(4) }));
    await user.click(screen.getByRole('button', { name: t.submitReview }));
    expect(await screen.findByText(marketplace.review.added)).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(new URL(sent.url).pathname).toBe('/api/shop/add_review.php');
    expect(Object.fromEntries(new URLSearchParams(await sent.text()))).toEqual({
      product_id: '7',
      user_id: '5',
      rating: '4',
      review_text: 'Asante!',
    });
    // The list is drawn again from the product read again.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: t.reviews })).getByText('Asante!')).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of a review, e.g. a second review of the same product", async () => {
    act(() => useSession.getState().signIn({ id: 5, username: 'Neema', email: 'n@example.org' }));
    renderWith((request) =>
      request.method === 'POST'
        ? Response.json({ success: false, error: 'You have already reviewed this product.' }, { status: 409 })
        : Response.json({ product: PRODUCT }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Kikoi bag' });
    await user.click(screen.getByRole('radio', { name: t.stars(5) }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.reviewText) }), 'Again');
    await user.click(screen.getByRole('button', { name: t.submitReview }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeInTheDocument();
  });
});

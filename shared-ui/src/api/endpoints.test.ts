/**
 * The client's functions are derived from the contracts: what a call sends and what it reads
 * follow the endpoint's schemas. The `@ts-expect-error` lines are checked by `npm run typecheck`:
 * a call the contract does not allow fails to compile, so a change to an endpoint's schema shows
 * at every call that no longer fits it.
 */
import {
  addReview,
  deleteProduct,
  fetchProducts,
  getFilters,
  viewMyProducts,
} from '../contracts/endpoints/shop.ts';
import { fakeApi, on, takeContractProblems } from '../../../jest/fake-api.ts';
import { addressOf, answerOf, call, pageFrom, read, readOf, replyOf } from './endpoints.ts';

const reviewAnswer = {
  success: true,
  message: 'Review added.',
  review: { review_id: 1, reviewer_name: 'Zawadi', review_text: 'Good', rating: 5, created_at: '2026-11-01' },
  average_rating: 5,
  reviews_count: 1,
};

describe('calls derived from the contracts', () => {
  it('builds a read from the typed query, leaving out what is not set', () => {
    expect(readOf(fetchProducts, { query: { search: 'kikoi', page: 2, category: undefined } })).toBe(
      'shop/fetch_products.php?search=kikoi&page=2',
    );
    expect(readOf(getFilters)).toBe('shop/get_filters.php');
    // @ts-expect-error page is a whole number in the contract
    readOf(fetchProducts, { query: { page: 'two' } });
    // @ts-expect-error the contract has no such field
    readOf(fetchProducts, { query: { pages: 2 } });
    // @ts-expect-error a write is not a read
    readOf(deleteProduct);
  });

  it('links to a page the server renders', () => {
    fakeApi();
    expect(addressOf(viewMyProducts, { query: { user_id: '9' } })).toBe(
      `${location.origin}/api/shop/view_my_products.php?user_id=9`,
    );
  });

  it('sends the body as the contract encodes it, and reads the answer as its type', async () => {
    const sent = fakeApi(
      on(addReview, () => reviewAnswer),
      on(deleteProduct, (fake) => fake.answer(403, { success: false, message: 'Not yours.' })),
      on(getFilters, () => ({ categories: ['Crafts'] })),
    );
    const review = await call(addReview, {
      body: { product_id: '7', user_id: '9', review_text: 'Good', rating: '5' },
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: 'shop/add_review.php',
      body: { product_id: '7', user_id: '9', review_text: 'Good', rating: '5' },
    });
    const answer = await answerOf(addReview, review);
    expect(answer.reviews_count).toBe(1);

    const refused = await replyOf(deleteProduct, await call(deleteProduct, { body: { product_id: 7 } }));
    expect(refused).toEqual({ success: false, message: 'Not yours.' });
    expect(sent[1]!.body).toEqual({ product_id: 7 });

    const categories = await pageFrom(getFilters, await read(getFilters), 'categories');
    expect(categories.items).toEqual(['Crafts']);
  });

  it('refuses to compile a call or a fake answer that does not fit the contract', () => {
    const neverCalled = () => {
      // @ts-expect-error the review's fields travel as text (a form)
      void call(addReview, { body: { product_id: 7, user_id: '9', review_text: 'Good', rating: '5' } });
      // @ts-expect-error the answer holds no list of that name
      void pageFrom(getFilters, new Response(), 'products');
      // @ts-expect-error categories are text
      on(getFilters, () => ({ categories: [1] }));
      // @ts-expect-error a product has more fields than its name
      on(fetchProducts, () => ({ products: [{ product_name: 'Kikoi' }], page: 1, hasMore: false }));
    };
    expect(neverCalled).toBeInstanceOf(Function);
  });

  it('refuses, when it is sent, a fake answer whose literal breaks the contract', async () => {
    fakeApi(on(addReview, () => ({ ...reviewAnswer, success: false })));
    await call(addReview, { body: { product_id: '7', user_id: '9', review_text: 'Good', rating: '5' } });
    expect(takeContractProblems()).toEqual([
      expect.stringContaining('POST shop/add_review.php 201: the fake answer breaks the contract'),
    ]);
  });
});

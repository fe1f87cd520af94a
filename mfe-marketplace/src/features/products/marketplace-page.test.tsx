import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, texts } from 'shared-ui';
import { MarketplacePage } from './marketplace-page.tsx';

/** Renders the page with the API answering through `answer`. */
function renderWith(answer: (url: URL) => Response | Promise<Response>) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href));
    return answer(new URL(request.url));
  });
  configureApi({ default: `${location.origin}/api` });
  render(
    <MemoryRouter>
      <MarketplacePage />
    </MemoryRouter>,
  );
}

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
    expect(await screen.findByText(texts.products.noneFound)).toBeInTheDocument();
  });

  it('says the products could not be fetched when the API cannot be reached', async () => {
    renderWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(texts.products.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByText(texts.products.noneFound)).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { marketplace } from 'shared-ui/texts/marketplace';
import { sell } from '../texts/sell.ts';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads } from '../../../jest/first-reads.tsx';
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

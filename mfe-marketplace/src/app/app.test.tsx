import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads } from '../../../jest/first-reads.tsx';
import { routes } from './routes.ts';

describe('marketplace remote', () => {
  it.each(routes.map((route) => route.path))('renders its own top bar and a page for %s', async (path) => {
    await preload(path); // as the shell does before it renders the remote
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    const topBar = screen.getByRole('navigation', { name: texts.products.title });
    expect(topBar).toHaveTextContent(texts.marketplace.sell);
    expect(screen.getByPlaceholderText(texts.products.searchPlaceholder)).toBeInTheDocument();
    // No API answers here: the page says so in the spec's words.
    expect(await screen.findByText(texts.products.fetchFailed, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  itMakesItsFirstReads(App, routes);
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads } from '../../../jest/first-reads.tsx';
import { routes } from './routes.ts';

describe('media remote', () => {
  it.each(routes.map((route) => route.path.replace(':reelId', '7')))(
    'renders a page for every route it publishes (%s)',
    async (path) => {
      await preload(path); // as the shell does before it renders the remote
      render(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  itMakesItsFirstReads(App, routes);
});

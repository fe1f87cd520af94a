import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads } from '../../../jest/first-reads.tsx';
import { routes } from './routes.ts';

describe('media remote', () => {
  it.each(routes.map((route) => route.path))(
    'renders a page for every route it publishes (%s)',
    async (path) => {
      await preload(path); // as the shell does before it renders the remote
      render(
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(await screen.findByText(texts.music.noSongs, {}, { timeout: 3000 })).toBeInTheDocument();
    },
  );

  itMakesItsFirstReads(App, routes);
});

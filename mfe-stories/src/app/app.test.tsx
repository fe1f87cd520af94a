import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import { stories } from 'shared-ui/texts/stories';
import App, { preload } from './app.tsx';
import { itMakesItsFirstReads } from '../../../jest/first-reads.tsx';
import { routes } from './routes.ts';

/** Renders the remote at a path, its page's code loaded first, as the shell does. */
const renderAt = async (path: string) => {
  await preload(path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
};

describe('stories remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(routes.map((route) => route.path))(
    'renders a page for every route it publishes (%s)',
    async (path) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  it('shows the news empty text when news cannot be loaded (failures are only logged)', async () => {
    await renderAt('/news');
    expect(await screen.findByText(texts.news.emptyPage, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('labels the articles page by mode', async () => {
    await renderAt('/articles');
    expect(screen.getByText(stories.articles.guestMode)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: stories.articles.title })).toBeInTheDocument();
    expect(await screen.findByText(stories.articles.empty, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  itMakesItsFirstReads(App, routes);
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import App from './app.tsx';
import { itMakesItsFirstReads } from '../../../jest/first-reads.tsx';
import { firstReads, ownedRoutes } from './routes.ts';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('stories remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(ownedRoutes)('renders a page for every route it publishes (%s)', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the news empty text when news cannot be loaded (failures are only logged)', async () => {
    renderAt('/news');
    expect(await screen.findByText(texts.news.emptyPage, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('labels the articles page by mode', async () => {
    renderAt('/articles');
    expect(screen.getByText(texts.articles.guestMode)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.articles.title })).toBeInTheDocument();
    expect(await screen.findByText(texts.articles.empty, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  itMakesItsFirstReads(App, firstReads);
});

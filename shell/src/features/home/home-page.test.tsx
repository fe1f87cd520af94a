import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_NAME, texts } from 'shared-ui';
import { mockIntersectionObserver, mockMatchMedia } from '../../test/browser.ts';
import { HomePage, NEWS_LOAD_MARGIN } from './home-page.tsx';

// The news widget comes from the stories remote (loaded for real in the end-to-end suite).
jest.mock('../remotes/remote-module.tsx', () => ({
  RemoteModule: ({ id }: { id: string }) => <p>Remote module {id}</p>,
}));

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('home page', () => {
  beforeEach(() => mockMatchMedia());

  it('greets with Karibu and the product name, and the tagline', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `${texts.home.karibu} ${PRODUCT_NAME}`,
    );
    expect(screen.getByText(texts.home.tagline)).toBeInTheDocument();
  });

  it('scrolls to the mission with Get Involved and moves focus there', async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderHome();
    await user.click(screen.getByRole('button', { name: texts.home.getInvolved }));
    const mission = screen.getByRole('region', { name: texts.home.missionTitle });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(mission);
    expect(mission).toHaveFocus();
  });

  it('shows the news highlights widget of the stories remote', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: texts.home.newsTitle })).toBeInTheDocument();
    expect(screen.getByText('Remote module stories/NewsHighlights')).toBeInTheDocument();
  });

  it('loads the news widget only when a visitor scrolls near it', () => {
    const observer = mockIntersectionObserver();
    try {
      renderHome();
      const widget = observer.observed.find((o) => o.options?.rootMargin === NEWS_LOAD_MARGIN);
      expect(widget).toBeDefined();
      expect(screen.queryByText('Remote module stories/NewsHighlights')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(texts.news.loading);
      act(() => observer.reveal(widget!.element, 0.01));
      expect(screen.getByText('Remote module stories/NewsHighlights')).toBeInTheDocument();
    } finally {
      observer.restore();
    }
  });

  it('links the tiles and the stories and culture sections', () => {
    renderHome();
    const { tiles } = texts.home;
    for (const [name, href] of [
      [tiles.reels.title, '/reels'],
      [tiles.articles.title, '/articles'],
      [tiles.news.title, '/news'],
      [tiles.music.title, '/music'],
      [tiles.marketplace.title, '/marketplace'],
      [texts.home.readStories, '/stories'],
      [texts.home.listenToMusic, '/music'],
      [texts.home.shareStory, '/contact-us'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });
});

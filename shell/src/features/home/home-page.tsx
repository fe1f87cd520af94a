import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState, PAGES, PRODUCT_NAME, texts } from 'shared-ui';
import { usePrefersReducedMotion } from '../../shared/preferences.ts';
import { useInView } from '../../shared/use-in-view.ts';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { HeroSlideshow } from './hero-slideshow.tsx';
import { MissionSection } from './mission-section.tsx';
import './home.css';
import { Button } from 'shared-ui/button';

const t = texts.home;

const tiles = () =>
  [
    { to: PAGES.reels, ...t.tiles.reels },
    { to: PAGES.articles, ...t.tiles.articles },
    { to: PAGES.news, ...t.tiles.news },
    { to: PAGES.music, ...t.tiles.music },
    { to: PAGES.marketplace, ...t.tiles.marketplace },
  ] as const;

/** How far below the screen the news widget starts loading, so it is there when scrolled to. */
export const NEWS_LOAD_MARGIN = '400px 0px';

/**
 * The stories remote's news widget, below the first screen: its code and the news
 * load when a visitor scrolls near it, not with the page (on a phone that keeps
 * the remote's entry, chunk and the API call off the first paint).
 */
function NewsHighlights() {
  const area = useRef<HTMLDivElement>(null);
  const near = useInView(area, 0, NEWS_LOAD_MARGIN);
  const loadingLabel = texts.news.loading;
  return (
    <div ref={area} className="home-news">
      {near ? (
        <RemoteModule id="stories/NewsHighlights" loadingLabel={loadingLabel} />
      ) : (
        <LoadingState label={loadingLabel} />
      )}
    </div>
  );
}

export function HomePage() {
  const reducedMotion = usePrefersReducedMotion();
  const getInvolved = () => {
    const mission = document.getElementById('mission');
    mission?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    mission?.focus({ preventScroll: true });
  };

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <HeroSlideshow />
        <div className="home-hero__content">
          <h1 id="home-hero-title">
            {t.karibu} <span className="home-hero__name">{PRODUCT_NAME}</span>
          </h1>
          <p>{t.tagline}</p>
          <Button className="home-hero__cta ui-needs-script" onClick={getInvolved}>
            {t.getInvolved}
          </Button>
        </div>
      </section>

      <MissionSection />

      <section className="ui-page" aria-labelledby="home-news-title">
        <h2 id="home-news-title">{t.newsTitle}</h2>
        <NewsHighlights />
      </section>

      <section className="ui-page" aria-labelledby="home-explore-title">
        <h2 id="home-explore-title">{t.exploreTitle}</h2>
        <ul className="home-tiles">
          {tiles().map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to} className="home-tile ui-card">
                <strong>{tile.title}</strong>
                <span>{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="home-feature-band">
        <section className="ui-page home-feature" aria-labelledby="home-stories-title">
          <div>
            <h2 id="home-stories-title">{t.storiesTitle}</h2>
            <p>{t.storiesText}</p>
          </div>
          <Link className="ui-button" to={PAGES.stories}>
            {t.readStories}
          </Link>
        </section>
      </div>

      <section className="ui-page home-feature home-feature--culture" aria-labelledby="home-culture-title">
        <div>
          <h2 id="home-culture-title">{t.cultureTitle}</h2>
          <p>{t.cultureText}</p>
        </div>
        <div className="home-feature__actions">
          <Link className="ui-button" to={PAGES.music}>
            {t.listenToMusic}
          </Link>
          <Link className="ui-button ui-button--ghost" to={PAGES.contact}>
            {t.shareStory}
          </Link>
        </div>
      </section>
    </div>
  );
}

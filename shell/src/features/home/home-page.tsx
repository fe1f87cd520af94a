import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState, PRODUCT_NAME, texts } from 'shared-ui';
import { usePrefersReducedMotion } from '../../shared/preferences.ts';
import { useInView } from '../../shared/use-in-view.ts';
import { RemoteModule } from '../remotes/remote-module.tsx';
import { HeroSlideshow } from './hero-slideshow.tsx';
import { MissionSection } from './mission-section.tsx';
import './home.css';
import { Button } from 'shared-ui/button';

const tiles = [
  { to: '/reels', title: 'Reels', text: 'Short videos from the community.' },
  { to: '/articles', title: 'Stories', text: 'Articles, oral histories and poetry.' },
  { to: '/news', title: 'News', text: 'Announcements and upcoming events.' },
  { to: '/music', title: 'Music', text: 'Songs by Mijikenda artists.' },
  { to: '/marketplace', title: 'Marketplace', text: 'Products and services, priced in Ksh.' },
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
  const loadingLabel = 'Loading news…';
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
            {texts.home.karibu} <span className="home-hero__name">{PRODUCT_NAME}</span>
          </h1>
          <p>{texts.home.tagline}</p>
          <Button className="home-hero__cta" onClick={getInvolved}>
            {texts.home.getInvolved}
          </Button>
        </div>
      </section>

      <MissionSection />

      <section className="ui-page" aria-labelledby="home-news-title">
        <h2 id="home-news-title">News highlights</h2>
        <NewsHighlights />
      </section>

      <section className="ui-page" aria-labelledby="home-explore-title">
        <h2 id="home-explore-title">Explore</h2>
        <ul className="home-tiles">
          {tiles.map((tile) => (
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
            <h2 id="home-stories-title">Stories from our people</h2>
            <p>
              Oral histories from the elders, poems by young writers, and reports from our villages and towns.
              Read them, share them, and add your own.
            </p>
          </div>
          <Link className="ui-button" to="/stories">
            Read the stories
          </Link>
        </section>
      </div>

      <section className="ui-page home-feature home-feature--culture" aria-labelledby="home-culture-title">
        <div>
          <h2 id="home-culture-title">Culture that lives on</h2>
          <p>
            From the kayamba rattle to the ngoma drums, our music carries our history. Listen to artists from
            the nine tribes, and tell us about the traditions you want the world to know.
          </p>
        </div>
        <div className="home-feature__actions">
          <Link className="ui-button" to="/music">
            Listen to our music
          </Link>
          <Link className="ui-button ui-button--ghost" to="/contact-us">
            Share your story
          </Link>
        </div>
      </section>
    </div>
  );
}

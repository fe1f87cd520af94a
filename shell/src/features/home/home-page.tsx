import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-ui';
import { RemoteModule } from '../remotes/remote-module.tsx';

const tiles = [
  { to: '/reels', title: 'Reels', text: 'Short videos from the community.' },
  { to: '/articles', title: 'Stories', text: 'Articles, oral histories and poetry.' },
  { to: '/news', title: 'News', text: 'Announcements and upcoming events.' },
  { to: '/music', title: 'Music', text: 'Songs by Mijikenda artists.' },
  { to: '/marketplace', title: 'Marketplace', text: 'Products and services, priced in Ksh.' },
] as const;

export function HomePage() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">Karibu {PRODUCT_NAME}</h1>
        <p>Uniting the Mijikenda through storytelling, talent and cultural resilience.</p>
        <a className="ui-button" href="#mission">
          Get Involved
        </a>
      </section>

      <section id="mission" className="ui-page home-mission" aria-labelledby="home-mission-title">
        <h2 id="home-mission-title">Our mission</h2>
        <p>
          A digital home for the nine Mijikenda tribes: a place to share our stories, grow young talent, stand
          for land justice and build our community together.
        </p>
      </section>

      <section className="ui-page" aria-labelledby="home-news-title">
        <h2 id="home-news-title">News highlights</h2>
        <RemoteModule id="stories/NewsHighlights" loadingLabel="Loading news…" />
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
    </div>
  );
}

import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { about as t } from '../../texts/about.ts';
import { heroImageAttributes, media } from '../../shared/media.ts';
import { CoreValues } from '../home/core-values.tsx';
import './about.css';

/** /about and /about-us. */
export function AboutPage() {
  return (
    <div className="about">
      <div className="about-hero">
        <img {...heroImageAttributes(media.hero(5))} alt="" />
        <div className="ui-page">
          <h1>{t.title}</h1>
          <p>{t.intro}</p>
        </div>
      </div>

      <section className="ui-page about-section" aria-labelledby="about-mission">
        <h2 id="about-mission">{t.missionTitle}</h2>
        <p>{t.mission}</p>
        <ol className="about-pillars">
          {texts.community.pillars.map((pillar) => (
            <li key={pillar}>{pillar}</li>
          ))}
        </ol>
      </section>

      <section className="about-band" aria-labelledby="about-tribes">
        <div className="ui-page about-section">
          <h2 id="about-tribes">{t.tribesTitle}</h2>
          <p>{t.tribes}</p>
          <ul className="about-tribes">
            {texts.community.tribes.map((tribe) => (
              <li key={tribe}>{tribe}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ui-page about-section" aria-labelledby="about-values">
        <h2 id="about-values">{t.valuesTitle}</h2>
        <CoreValues level={3} />
      </section>

      <section className="ui-page about-section" aria-labelledby="about-work">
        <h2 id="about-work">{t.workTitle}</h2>
        <ul className="about-grid">
          {t.whatWeDo.map((item) => (
            <li key={item.title} className="ui-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-band" aria-labelledby="about-stories">
        <div className="ui-page about-section">
          <h2 id="about-stories">{t.storiesTitle}</h2>
          <ul className="about-grid">
            {t.storyCards.map((story) => (
              <li key={story.title} className="ui-card about-story">
                <h3>{story.title}</h3>
                <p>{story.text}</p>
              </li>
            ))}
          </ul>
          <Link className="ui-button" to={PAGES.stories}>
            {texts.home.readStories}
          </Link>
        </div>
      </section>

      <section className="ui-page about-section" aria-labelledby="about-voices">
        <h2 id="about-voices">{t.voicesTitle}</h2>
        <ul className="about-grid about-testimonials">
          {t.testimonials.map((item) => (
            <li key={item.from}>
              <figure className="ui-card">
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>{item.from}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="ui-page about-section about-split" aria-labelledby="about-learning">
        <div>
          <h2 id="about-learning">{t.learningTitle}</h2>
          {t.learning.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img src={media.hero(3).small} alt={t.learningImage} loading="lazy" width="640" height="360" />
      </section>

      <section className="about-band about-band--forest" aria-labelledby="about-forests">
        <div className="ui-page about-section about-split">
          <img src={media.hero(2).small} alt={t.forestImage} loading="lazy" width="640" height="360" />
          <div>
            <h2 id="about-forests">{t.forestsTitle}</h2>
            {t.forests.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="ui-page about-section about-cta" aria-labelledby="about-join">
        <h2 id="about-join">{t.joinTitle}</h2>
        <p>{t.join}</p>
        <Link className="ui-button" to={PAGES.contact}>
          {t.contactUs}
        </Link>
      </section>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { PRODUCT_NAME, texts } from 'shared-ui';
import { media } from '../../shared/media.ts';
import { CoreValues } from '../home/core-values.tsx';
import { storyCards, testimonials, whatWeDo } from './about-content.ts';
import './about.css';

/** /about and /about-us. */
export function AboutPage() {
  return (
    <div className="about">
      <div className="about-hero">
        <img
          src={media.hero(5).large}
          srcSet={`${media.hero(5).small} 640w, ${media.hero(5).large} 1280w`}
          sizes="100vw"
          alt=""
        />
        <div className="ui-page">
          <h1>About us</h1>
          <p>
            {PRODUCT_NAME} is a home on the web for the Mijikenda people of coastal Kenya: for our stories,
            our talent, our land and our future.
          </p>
        </div>
      </div>

      <section className="ui-page about-section" aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          We exist to keep Mijikenda culture alive and to help our people thrive. We do it by telling our own
          stories, growing the talent of our young people, standing together for justice on land, and
          organising as a community that looks after its own.
        </p>
        <ol className="about-pillars">
          {texts.community.pillars.map((pillar) => (
            <li key={pillar}>{pillar}</li>
          ))}
        </ol>
      </section>

      <section className="about-band" aria-labelledby="about-tribes">
        <div className="ui-page about-section">
          <h2 id="about-tribes">The nine tribes</h2>
          <p>
            Mijikenda means &lsquo;the nine homesteads&rsquo;. The nine peoples share closely related
            languages, customs and a common history along the coast and its hinterland, from Kwale in the
            south to Kilifi in the north. Each traditionally has its own kaya, its sacred forest home.
          </p>
          <ul className="about-tribes">
            {texts.community.tribes.map((tribe) => (
              <li key={tribe}>{tribe}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ui-page about-section" aria-labelledby="about-values">
        <h2 id="about-values">Our core values</h2>
        <CoreValues level={3} />
      </section>

      <section className="ui-page about-section" aria-labelledby="about-work">
        <h2 id="about-work">What we do</h2>
        <ul className="about-grid">
          {whatWeDo.map((item) => (
            <li key={item.title} className="ui-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-band" aria-labelledby="about-stories">
        <div className="ui-page about-section">
          <h2 id="about-stories">Stories we tell</h2>
          <ul className="about-grid">
            {storyCards.map((story) => (
              <li key={story.title} className="ui-card about-story">
                <h3>{story.title}</h3>
                <p>{story.text}</p>
              </li>
            ))}
          </ul>
          <Link className="ui-button" to="/stories">
            Read the stories
          </Link>
        </div>
      </section>

      <section className="ui-page about-section" aria-labelledby="about-voices">
        <h2 id="about-voices">What members tell us</h2>
        <ul className="about-grid about-testimonials">
          {testimonials.map((item) => (
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
          <h2 id="about-learning">The learning centre</h2>
          <p>
            The learning centre brings knowledge holders and learners together: language sessions for children
            growing up away from home, workshops on writing, filming and recording, and courses in the digital
            skills that let young people earn from their talent.
          </p>
          <p>
            Elders teach what cannot be found in books; young people teach the tools that carry it further.
            Both learn from each other.
          </p>
        </div>
        <img
          src={media.hero(3).small}
          alt="Dancers around a fire at dusk"
          loading="lazy"
          width="640"
          height="360"
        />
      </section>

      <section className="about-band about-band--forest" aria-labelledby="about-forests">
        <div className="ui-page about-section about-split">
          <img
            src={media.hero(2).small}
            alt="A path into a Kaya forest"
            loading="lazy"
            width="640"
            height="360"
          />
          <div>
            <h2 id="about-forests">The sacred Kaya forests</h2>
            <p>
              The kaya were the fortified villages of the Mijikenda, built in clearings deep in the coastal
              forest. People have since moved out to live on the land around them, but the forests remain
              sacred: places of prayer, ceremony and burial, cared for by councils of elders who keep their
              rules.
            </p>
            <p>
              Because cutting trees and disturbing the kaya is forbidden by custom, these forests have
              survived while much of the coastal forest has not. In 2008 UNESCO inscribed the Sacred Mijikenda
              Kaya Forests on the World Heritage List, recognising both their cultural meaning and the living
              tradition that protects them.
            </p>
            <p>
              We support the elders&rsquo; work by recording what they choose to share, and by speaking up
              when the forests are threatened.
            </p>
          </div>
        </div>
      </section>

      <section className="ui-page about-section about-cta" aria-labelledby="about-join">
        <h2 id="about-join">Walk with us</h2>
        <p>Share a story, join a community group, or simply say hello.</p>
        <Link className="ui-button" to="/contact-us">
          Contact us
        </Link>
      </section>
    </div>
  );
}

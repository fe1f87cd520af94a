import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { useInView } from '../../shared/use-in-view.ts';
import { CoreValues } from './core-values.tsx';
import { Button } from 'shared-ui/button';

/** The mission fades in once 30 % of it is visible (spec section 9). */
export const SECTION_VISIBILITY_THRESHOLD = 0.3;

export function MissionSection() {
  const section = useRef<HTMLElement>(null);
  const visible = useInView(section, SECTION_VISIBILITY_THRESHOLD);
  const [showPillars, setShowPillars] = useState(false);
  return (
    <section
      ref={section}
      id="mission"
      tabIndex={-1}
      className={`ui-page home-mission${visible ? ' is-visible' : ''}`}
      aria-labelledby="home-mission-title"
    >
      <h2 id="home-mission-title">{texts.home.missionTitle}</h2>
      <p className="home-mission__intro">{texts.home.missionIntro}</p>
      <div className="home-mission__actions">
        <Button
          variant="ghost"
          className="ui-needs-script"
          aria-expanded={showPillars}
          aria-controls="home-pillars"
          onClick={() => setShowPillars((shown) => !shown)}
        >
          {showPillars ? texts.home.hidePillars : texts.home.explorePillars}
        </Button>
        <Link className="ui-button" to={PAGES.about}>
          {texts.home.learnAboutUs}
        </Link>
      </div>
      <ol
        id="home-pillars"
        className="home-pillars"
        hidden={!showPillars}
        data-disclosure
        aria-label={texts.home.pillarsLabel}
      >
        {texts.community.pillars.map((pillar) => (
          <li key={pillar}>{pillar}</li>
        ))}
      </ol>
      <h3 className="home-mission__values-title">{texts.home.valuesTitle}</h3>
      <CoreValues level={4} />
    </section>
  );
}

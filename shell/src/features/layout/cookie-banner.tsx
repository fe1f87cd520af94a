import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { CONSENT_COOKIE, hasCookie, rememberConsent } from '../../shared/cookies.ts';
import { useElapsed } from '../../shared/timers.ts';
import { Button } from 'shared-ui/button';

/** Asks for cookie consent 20 s after load, unless the visitor already chose. */
export function CookieBanner() {
  const [decided, setDecided] = useState(false);
  const due = useElapsed(timings.cookieBannerDelayMs);
  const titleId = useId();
  // The cookie is read only once the banner is due: reading it is a round trip to the browser,
  // which the first render does not need to wait for.
  if (!due || decided || hasCookie(CONSENT_COOKIE)) return null;

  const choose = (accepted: boolean) => {
    rememberConsent(accepted);
    setDecided(true);
  };
  return (
    <section className="shell-cookie-banner" aria-labelledby={titleId}>
      <div className="shell-cookie-banner__text">
        <h2 id={titleId}>{texts.cookies.title}</h2>
        <p>
          {texts.cookies.message} <Link to={PAGES.cookies}>{texts.nav.cookies}</Link>
        </p>
      </div>
      <div className="shell-cookie-banner__actions">
        <Button onClick={() => choose(true)}>{texts.cookies.acceptAll}</Button>
        <Button variant="ghost" onClick={() => choose(false)}>
          {texts.cookies.reject}
        </Button>
      </div>
    </section>
  );
}

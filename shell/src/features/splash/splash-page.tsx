import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { usePrefersStillMedia } from '../../shared/preferences.ts';
import { useElapsed } from '../../shared/timers.ts';
import { LogoCrossFade } from './logo-cross-fade.tsx';
import { SplashLoading } from './splash-loading.tsx';
import { WelcomeBackground } from './welcome-background.tsx';
import './splash.css';

function Welcome() {
  const still = usePrefersStillMedia();
  return (
    <div className="splash__welcome">
      <WelcomeBackground still={still} />
      <div className="splash__overlay" aria-hidden="true" />
      <div className="splash__content">
        <LogoCrossFade />
        <h1>{texts.home.karibu}</h1>
        <p>{texts.home.welcomeTagline}</p>
        <Link className="ui-button splash__enter" to={PAGES.home}>
          {texts.home.enterPlatform}
        </Link>
      </div>
    </div>
  );
}

/** The welcome splash: 'Loading' and the product name for 2 s, then the welcome (never back). */
export function SplashPage() {
  const loaded = useElapsed(timings.splashMs);
  if (!loaded) return <SplashLoading />;
  return (
    <main className="splash">
      <Welcome />
    </main>
  );
}

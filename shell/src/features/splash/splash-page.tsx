import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, texts, timings } from 'shared-ui';

/** The welcome splash: 'Loading' for 2 s, then the welcome and Enter Platform. */
export function SplashPage() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), timings.splashMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main className="splash">
      {loading ? (
        <div className="splash__loading" role="status">
          <span className="splash__logo" aria-hidden="true">
            M
          </span>
          <p>
            {texts.common.loading} {PRODUCT_NAME}
          </p>
        </div>
      ) : (
        <section className="splash__welcome">
          <h1>Karibu</h1>
          <p>A digital space for the Mijikenda community: our stories, our music, our market.</p>
          <Link className="ui-button" to="/home">
            Enter Platform
          </Link>
        </section>
      )}
    </main>
  );
}

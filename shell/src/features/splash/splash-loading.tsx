import { PRODUCT_NAME, texts } from 'shared-ui';
import { media } from '../../shared/media.ts';
import './splash-loading.css';

/**
 * The splash's first screen, 'Loading' and the product name: in the welcome document itself
 * (prerender.tsx), so it paints at once, then while the splash's code loads and for the
 * splash's first 2 s.
 */
export function SplashLoading() {
  return (
    <main className="splash">
      <div className="splash__loading" role="status">
        <img className="splash__logo" src={media.logoKaya} alt="" width="96" height="96" />
        <p>
          {texts.common.loading} {PRODUCT_NAME}
        </p>
      </div>
    </main>
  );
}

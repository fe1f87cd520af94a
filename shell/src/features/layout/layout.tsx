import { Outlet } from 'react-router-dom';
import { texts } from 'shared-ui';
import { UpdateBanner } from '../pwa/update-banner.tsx';
import { ContactButton } from './contact-button.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MediaPlayerDock } from './media-player-dock.tsx';
import { LowDataNote } from './low-data-note.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useScrollMemory } from './use-scroll-memory.ts';
import './layout.css';

/**
 * The shared layout every page renders in: header, main area, footer, and the
 * floating dock (update notice, Contact Us button, cookie banner, the media remote's mini player).
 */
export function Layout() {
  useScrollMemory();
  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#main">
        {texts.layout.skipToContent}
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <OfflineNotice />
        <LowDataNote />
        <Outlet />
      </main>
      <Footer />
      <div className="shell-dock">
        <UpdateBanner />
        <ContactButton />
        <CookieBanner />
        <MediaPlayerDock />
      </div>
    </div>
  );
}

import { Outlet } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The shared layout every page renders in: header, main area, footer. */
export function Layout() {
  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

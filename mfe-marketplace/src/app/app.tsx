import { use } from 'react';
import { preloadPage, RouteTable } from 'shared-ui';
import { TopBar } from '../features/top-bar/top-bar.tsx';
import '../shared/marketplace.css';
import { languageReady } from './language.ts';
import { routes } from './routes.ts';

/** The marketplace group: its own top bar above every marketplace page. */
export default function App() {
  if (languageReady) use(languageReady);
  return (
    <div className="market">
      <TopBar />
      <RouteTable table={routes} />
    </div>
  );
}

/** Loads the code of the page at a path, and the texts in the page's language, for the shell to render it at once. */
export const preload = (pathname: string) => Promise.all([preloadPage(routes, pathname), languageReady]);

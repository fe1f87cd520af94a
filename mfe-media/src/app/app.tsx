import { use } from 'react';
import { preloadPage, RouteTable } from 'shared-ui';
import '../shared/media.css';
import { languageReady } from './language.ts';
import { routes } from './routes.ts';

/** The media remote's pages, rendered by the shell for the paths it owns. */
export default function App() {
  if (languageReady) use(languageReady);
  return <RouteTable table={routes} />;
}

/** Loads the code of the page at a path, and the texts in the page's language, for the shell to render it at once. */
export const preload = (pathname: string) => Promise.all([preloadPage(routes, pathname), languageReady]);

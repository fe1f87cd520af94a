import { preloadPage, RouteTable } from 'shared-ui';
import '../shared/stories.css';
import '../shared/article-parts.css';
import { Notices } from '../shared/notice.tsx';
import { routes } from './routes.ts';

/** The stories remote's pages, rendered by the shell for the paths it owns. */
export default function App() {
  return (
    <>
      <RouteTable table={routes} />
      <Notices />
    </>
  );
}

/** Loads the code of the page at a path, for the shell to render it at once. */
export const preload = (pathname: string) => preloadPage(routes, pathname);

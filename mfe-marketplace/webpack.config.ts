import { describeRoutes } from 'shared-ui/published-routes';
import { createConfig } from '../build/app-config.ts';
import { standaloneScript } from '../build/embed-script.ts';
import { serverEntry } from '../build/server-entry.ts';
import { routes } from './src/app/routes.ts';

const remote = createConfig({
  name: 'marketplace',
  role: 'remote',
  dirname: import.meta.dirname,
  routes: describeRoutes(routes),
  exposes: { './App': './src/app/app.tsx', './SearchResults': './src/features/search/search-results.tsx' },
});

/** The marketplace for partner sites: `dist/embed.js` and `dist/embed.css` (README: Embed the marketplace). */
const embed = standaloneScript({
  app: 'marketplace',
  dirname: import.meta.dirname,
  entry: './src/embed/embed.tsx',
  name: 'embed',
});

/**
 * Its pages rendered on the server, beside the browser build: the entry the remotes share
 * (build/remote-server-entry.ts), compiled on this remote's src/.
 */
const server = serverEntry({
  app: 'marketplace',
  dirname: import.meta.dirname,
  publicPath: '/mfe/marketplace/',
});

export default (env: unknown, argv: { mode?: 'production' | 'development' }) => [
  remote(env, argv),
  embed(env, argv),
  ...((argv.mode ?? 'production') === 'production' ? [server(env, argv)] : []),
];

import { describeRoutes } from 'shared-ui/published-routes';
import { createConfig } from '../build/app-config.ts';
import { serverEntry } from '../build/server-entry.ts';
import { routes } from './src/app/routes.ts';

const remote = createConfig({
  name: 'media',
  role: 'remote',
  dirname: import.meta.dirname,
  routes: describeRoutes(routes),
  exposes: {
    './App': './src/app/app.tsx',
    './MiniPlayer': './src/features/player/mini-player.tsx',
    './SearchResults': './src/features/search/search-results.tsx',
  },
});

/**
 * Its pages rendered on the server, beside the browser build: the entry the remotes share
 * (build/remote-server-entry.ts), compiled on this remote's src/.
 */
const server = serverEntry({ app: 'media', dirname: import.meta.dirname, publicPath: '/mfe/media/' });

export default (env: unknown, argv: { mode?: 'production' | 'development' }) =>
  (argv.mode ?? 'production') === 'production' ? [remote(env, argv), server(env, argv)] : remote(env, argv);

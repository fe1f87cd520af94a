import { createConfig, DEV_PORTS } from '../webpack.common.ts';
import { firstReads, ownedRoutes } from './src/app/routes.ts';

export default createConfig({
  name: 'stories',
  dirname: import.meta.dirname,
  port: DEV_PORTS.stories,
  routes: ownedRoutes,
  firstReads,
  exposes: {
    './App': './src/app/app.tsx',
    './NewsHighlights': './src/features/news/news-highlights.tsx',
  },
});

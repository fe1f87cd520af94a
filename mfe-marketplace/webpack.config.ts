import { createConfig, DEV_PORTS } from '../webpack.common.ts';
import { firstReads, ownedRoutes } from './src/app/routes.ts';

export default createConfig({
  name: 'marketplace',
  dirname: import.meta.dirname,
  port: DEV_PORTS.marketplace,
  routes: ownedRoutes,
  firstReads,
  exposes: { './App': './src/app/app.tsx' },
});

import { createConfig, DEV_PORTS } from '../webpack.common.ts';
import { ownedRoutes } from './src/app/routes.ts';

export default createConfig({
  name: 'account',
  dirname: import.meta.dirname,
  port: DEV_PORTS.account,
  routes: ownedRoutes,
  exposes: { './App': './src/app/app.tsx' },
});

import { describeRoutes } from 'shared-ui/published-routes';
import { createConfig } from '../build/app-config.ts';
import { routes } from './src/app/routes.ts';

export default createConfig({
  name: 'account',
  role: 'remote',
  dirname: import.meta.dirname,
  routes: describeRoutes(routes),
  exposes: { './App': './src/app/app.tsx' },
});

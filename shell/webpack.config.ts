import { createConfig, DEV_PORTS } from '../webpack.common.ts';
import { devRemotesMiddleware } from './dev-remotes.ts';

export default createConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: DEV_PORTS.shell,
  devServer: {
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    setupMiddlewares: (middlewares) => [devRemotesMiddleware(), ...middlewares],
  },
});

/**
 * `npm run dev`: every app on webpack-dev-server (hot reload) and the API in
 * watch mode. Open the shell at http://localhost:3000 (the API is on 8080).
 */
import path from 'node:path';
import { APPS, ROOT } from './lib/apps.ts';
import { bin, NODE, run } from './lib/run.ts';

const webpackCli = bin('webpack-cli', 'bin/cli.js');
const tasks = [
  run(NODE, ['--watch', path.join(ROOT, 'api/src/server.ts')], { prefix: 'api' }),
  ...APPS.map((app) =>
    run(
      NODE,
      [webpackCli, 'serve', '--mode', 'development', '-c', path.join(ROOT, app, 'webpack.config.ts')],
      {
        prefix: app,
      },
    ),
  ),
];
console.log('Shell: http://localhost:3000  ·  API: http://localhost:8080');
const results = await Promise.all(tasks);
process.exit(Math.max(...results.map((r) => r.code)));

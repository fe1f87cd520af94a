/**
 * `npm start`: builds whatever front end is missing or stale, then serves the
 * whole site (API + front ends) on PORT (default 8080): from one process, or from WORKERS
 * processes sharing the port (api/src/cluster.ts). The operator's signals are passed on: SIGTERM
 * and SIGINT drain and stop the server, SIGHUP restarts its workers one at a time.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { build, staleApps } from './build.ts';
import { ROOT } from './lib/apps.ts';

const stale = staleApps();
if (stale.length === 0) console.log('Every front-end build is up to date.');
else if (!(await build(stale))) process.exit(1);

const server = spawn(process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

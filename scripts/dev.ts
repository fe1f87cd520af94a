/**
 * `npm run dev`: the API in watch mode and the front ends on webpack-dev-server (hot reload).
 *   node scripts/dev.ts           every app on its dev server
 *   node scripts/dev.ts media     the shell's and the media remote's dev servers; the other remotes
 *                                 from their production builds (`mfe-<name>/dist`, served by the API
 *                                 as `npm start` serves them), built first when missing or stale
 * The shell is on :3000, each remote's standalone page on its own port (shared-ui/contracts
 * apps.ts), the API on :8080; `DEV_PORT_<NAME>` (e.g. `DEV_PORT_MEDIA`) and `PORT` move them.
 */
import path from 'node:path';
import { REMOTE_NAMES, folderOf, isRemoteName, type AppName, type RemoteName } from 'shared-ui/contracts';
import { apiPort, devPort, DEV_REMOTES_VARIABLE } from '../build/dev-servers.ts';
import { build } from './build.ts';
import { isFresh, ROOT } from './lib/apps.ts';
import { bin, NODE, run } from './lib/run.ts';

const named = process.argv.slice(2).map((arg) => arg.replace(/^mfe-/, ''));
const unknown = named.filter((name) => !isRemoteName(name));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Remotes: ${REMOTE_NAMES.join(', ')}`);
  process.exit(2);
}
/** The remotes on dev servers: the named ones, or every one. */
const onDevServers: readonly RemoteName[] = named.length ? (named as RemoteName[]) : REMOTE_NAMES;
const fromBuilds = REMOTE_NAMES.filter((name) => !onDevServers.includes(name));

const stale = fromBuilds.map(folderOf).filter((folder) => !isFresh(folder));
if (stale.length && !(await build(stale))) process.exit(1);

// Every process gets the same ports and knows which remotes are on dev servers.
const env = { ...process.env, [DEV_REMOTES_VARIABLE]: onDevServers.join(',') };
const stopping = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopping.abort());

const webpackCli = bin('webpack-cli', 'bin/cli.js');
const devServer = (name: AppName) =>
  run(
    NODE,
    [
      webpackCli,
      'serve',
      '--mode',
      'development',
      '-c',
      path.join(ROOT, folderOf(name), 'webpack.config.ts'),
    ],
    { prefix: folderOf(name), env, signal: stopping.signal },
  );
const tasks = [
  run(NODE, ['--watch', path.join(ROOT, 'api/src/server.ts')], {
    prefix: 'api',
    env,
    signal: stopping.signal,
  }),
  devServer('shell'),
  ...onDevServers.map(devServer),
];

const url = (port: number) => `http://localhost:${port}`;
console.log(`Open the shell: ${url(devPort('shell'))}  ·  API: ${url(apiPort())}`);
for (const name of onDevServers) console.log(`  ${name}: hot reload; alone on ${url(devPort(name))}`);
if (fromBuilds.length) console.log(`  ${fromBuilds.join(', ')}: from their builds (mfe-<name>/dist)`);

const results = await Promise.all(tasks);
process.exit(stopping.signal.aborted ? 0 : Math.max(...results.map((r) => r.code)));

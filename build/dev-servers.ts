/**
 * Where things listen under `npm run dev`: each app's dev server (its port from the roster, or
 * `DEV_PORT_<NAME>`, e.g. `DEV_PORT_SHELL=4000`) and the API (its own `PORT`, as the API reads
 * it); which remotes are on dev servers and which come from their builds; and the dev-server
 * options every app shares: hot reload, and `/api` passed to the API.
 */
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DEV_PORTS, REMOTE_NAMES, isRemoteName, type AppName, type RemoteName } from 'shared-ui/contracts';
import { loadConfig } from '../api/src/config.ts';

/** The environment variable that moves an app's dev server off its roster port. */
export const devPortVariable = (name: AppName) => `DEV_PORT_${name.toUpperCase()}`;

/** The port of an app's dev server. */
export function devPort(name: AppName, env: NodeJS.ProcessEnv = process.env): number {
  const variable = devPortVariable(name);
  const value = env[variable]?.trim();
  if (!value) return DEV_PORTS[name];
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${variable}=${JSON.stringify(value)}: expected a port number (1-65535)`);
  return port;
}

/**
 * The remotes on dev servers, named by `scripts/dev.ts` in this variable for the shell's dev server;
 * the others come from their builds. Without it, every remote is on its dev server.
 */
export const DEV_REMOTES_VARIABLE = 'DEV_REMOTES';

export function remotesOnDevServers(env: NodeJS.ProcessEnv = process.env): RemoteName[] {
  const value = env[DEV_REMOTES_VARIABLE];
  if (value === undefined) return [...REMOTE_NAMES];
  return value.split(',').flatMap((name) => (isRemoteName(name.trim()) ? [name.trim() as RemoteName] : []));
}

/** The API's port: the one the API server itself reads from the environment (api/src/config.ts). */
export const apiPort = (env: NodeJS.ProcessEnv = process.env): number => loadConfig(env).port;

/** The origin the dev servers pass `/api` (and the shell the remotes' builds) to. */
export const apiOrigin = (env: NodeJS.ProcessEnv = process.env) => `http://localhost:${apiPort(env)}`;

/**
 * The dev server of an app: hot reload, the routes of the pages answered with its page, the
 * remotes' files readable from the shell's origin, and `/api` (with `extraProxied`) passed to the API.
 */
export function devServerOptions(
  name: AppName,
  { extraProxied = [], ...options }: DevServerConfiguration & { extraProxied?: string[] } = {},
): DevServerConfiguration {
  return {
    port: devPort(name),
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    proxy: [{ context: ['/api', ...extraProxied], target: apiOrigin() }],
    ...options,
  };
}

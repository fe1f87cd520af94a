/**
 * `npm run dev` only: answers `/remotes.json` as the API server composes it in production. A
 * remote on its dev server (hot reload) is read from that server; under `npm run dev -- <remote>`
 * the others come from their builds, as the API serves them (their entries under `/mfe/`, which
 * the shell's dev server passes to the API).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REMOTE_NAMES, type RemoteFile, type RuntimeConfig } from 'shared-ui/contracts';
import { apiOrigin, devPort, remotesOnDevServers } from '../build/dev-servers.ts';

type Remotes = RuntimeConfig['remotes'];

/** The remotes on dev servers; one whose dev server is not running is left out. */
async function fromDevServers(names: readonly string[]): Promise<Remotes> {
  const entries = await Promise.all(
    REMOTE_NAMES.filter((name) => names.includes(name)).map(async (name) => {
      const origin = `http://localhost:${devPort(name)}`;
      try {
        const descriptor = (await (await fetch(`${origin}/remote.json`)).json()) as RemoteFile;
        return [[name, { entry: `${origin}/mf-manifest.json`, routes: descriptor.routes }]] as const;
      } catch {
        return []; // that remote's dev server is not running
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

/** The other remotes, from the API's `/remotes.json` (the built ones); none when the API is not up. */
async function fromBuilds(names: readonly string[]): Promise<Remotes> {
  if (names.length === 0) return {};
  try {
    const served = (await (await fetch(`${apiOrigin()}/remotes.json`)).json()) as RuntimeConfig;
    return Object.fromEntries(Object.entries(served.remotes).filter(([name]) => names.includes(name)));
  } catch {
    return {};
  }
}

async function compose(): Promise<RuntimeConfig> {
  const onDevServers = remotesOnDevServers();
  const built = REMOTE_NAMES.filter((name) => !onDevServers.includes(name));
  const [hot, fromBuild] = await Promise.all([fromDevServers(onDevServers), fromBuilds(built)]);
  return { remotes: { ...fromBuild, ...hot }, api: { default: '/api' } };
}

export function devRemotesMiddleware() {
  return {
    name: 'dev-remotes-json',
    path: '/remotes.json',
    middleware: (_req: IncomingMessage, res: ServerResponse) => {
      void compose().then((config) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(config));
      });
    },
  };
}

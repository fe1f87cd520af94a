/**
 * `npm run dev` only: answers `/remotes.json` from the remotes' dev servers,
 * mirroring what the API server composes from their production builds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEV_PORTS, REMOTE_NAMES, type RemoteFile, type RuntimeConfig } from 'shared-ui/contracts';

async function compose(): Promise<RuntimeConfig> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const origin = `http://localhost:${DEV_PORTS[name]}`;
      try {
        const descriptor = (await (await fetch(`${origin}/remote.json`)).json()) as RemoteFile;
        return [[name, { entry: `${origin}/mf-manifest.json`, routes: descriptor.routes }]] as const;
      } catch {
        return []; // that remote's dev server is not running
      }
    }),
  );
  return { remotes: Object.fromEntries(entries.flat()), api: { default: '/api' } };
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

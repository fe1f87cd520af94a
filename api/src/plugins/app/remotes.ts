import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { Value } from 'typebox/value';
import type { RemoteDescriptor, RuntimeConfig as RuntimeConfigShape } from 'shared-ui/contracts';
import { RemoteFile, RuntimeConfig } from '../../schemas/web.ts';
import { REMOTE_NAMES, remoteDistDir, type RemoteName } from '../../web/assets.ts';

interface Cached {
  mtimeMs: number;
  routes: string[] | undefined;
}

/**
 * `GET /remotes.json`: where each built remote lives and which routes it owns, read from
 * each remote's `dist/remote.json` at request time, so a redeployed remote is picked up
 * without a restart. A remote that is not built is left out.
 */
export default fp(
  async (app) => {
    const cache = new Map<RemoteName, Cached>();

    async function routesOf(name: RemoteName): Promise<string[] | undefined> {
      const dist = remoteDistDir(app.config.webRoot, name);
      const file = path.join(dist, 'remote.json');
      const [info, manifest] = await Promise.all([
        stat(file).catch(() => undefined),
        stat(path.join(dist, 'mf-manifest.json')).catch(() => undefined),
      ]);
      if (!info || !manifest) return undefined;
      const cached = cache.get(name);
      if (cached?.mtimeMs === info.mtimeMs) return cached.routes;
      let routes: string[] | undefined;
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (Value.Check(RemoteFile, parsed)) routes = parsed.routes;
      } catch {
        routes = undefined;
      }
      if (!routes) app.log.warn(`${file} is not a valid remote description; remote ${name} is left out`);
      cache.set(name, { mtimeMs: info.mtimeMs, routes });
      return routes;
    }

    app.get('/remotes.json', { schema: { response: { 200: RuntimeConfig } } }, async (_request, reply) => {
      const remotes: Record<string, RemoteDescriptor> = {};
      const found = await Promise.all(
        REMOTE_NAMES.map(async (name) => [name, await routesOf(name)] as const),
      );
      for (const [name, routes] of found) {
        if (routes) remotes[name] = { entry: `/mfe/${name}/mf-manifest.json`, routes };
      }
      const body: Required<RuntimeConfigShape> = {
        remotes,
        api: { default: '/api', hosts: app.config.apiHosts },
      };
      return reply.header('cache-control', 'no-cache').send(body);
    });
  },
  { name: 'remotes' },
);

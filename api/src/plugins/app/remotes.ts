import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { Value } from 'typebox/value';
import type { RemoteDescriptor, RuntimeConfig as RuntimeConfigShape } from 'shared-ui/contracts';
import { RemoteFile, RuntimeConfig } from '../../schemas/web.ts';
import { REMOTE_NAMES, remoteDistDir, type RemoteName } from '../../web/assets.ts';
import type { RemoteManifest, RemoteRoutes } from '../../web/route-hints.ts';

interface Cached {
  mtimeMs: number;
  routes: string[] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each built remote with the routes it owns (from its `dist/remote.json`). */
    remoteRoutes: () => Promise<RemoteRoutes[]>;
    /** A built remote's `mf-manifest.json`, or undefined when it cannot be read. */
    remoteManifest: (name: string) => Promise<RemoteManifest | undefined>;
  }
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

    async function remoteRoutes(): Promise<RemoteRoutes[]> {
      const found = await Promise.all(
        REMOTE_NAMES.map(async (name): Promise<RemoteRoutes[]> => {
          const routes = await routesOf(name);
          return routes ? [{ name, routes }] : [];
        }),
      );
      return found.flat();
    }
    app.decorate('remoteRoutes', remoteRoutes);

    const manifests = new Map<string, { mtimeMs: number; manifest: RemoteManifest | undefined }>();
    app.decorate('remoteManifest', async (name: string) => {
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) return undefined;
      const file = path.join(remoteDistDir(app.config.webRoot, name as RemoteName), 'mf-manifest.json');
      const info = await stat(file).catch(() => undefined);
      if (!info) return undefined;
      const cached = manifests.get(name);
      if (cached?.mtimeMs === info.mtimeMs) return cached.manifest;
      let manifest: RemoteManifest | undefined;
      try {
        manifest = JSON.parse(await readFile(file, 'utf8')) as RemoteManifest;
      } catch {
        manifest = undefined;
      }
      manifests.set(name, { mtimeMs: info.mtimeMs, manifest });
      return manifest;
    });

    app.get('/remotes.json', { schema: { response: { 200: RuntimeConfig } } }, async (_request, reply) => {
      const remotes: Record<string, RemoteDescriptor> = {};
      for (const { name, routes } of await remoteRoutes()) {
        remotes[name] = { entry: `/mfe/${name}/mf-manifest.json`, routes };
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

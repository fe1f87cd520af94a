import path from 'node:path';
import fp from 'fastify-plugin';
import { Value } from 'typebox/value';
import {
  isRemoteName,
  type RemoteDescriptor,
  type RuntimeConfig as RuntimeConfigShape,
} from 'shared-ui/contracts';
import { RemoteFile, RuntimeConfig } from '../../schemas/web.ts';
import { REMOTE_NAMES, remoteDistDir, type RemoteName } from '../../web/assets.ts';
import { cachedJsonFile, modificationTimes } from '../../web/json-file.ts';
import type { RemoteManifest, RemoteRoutes } from '../../web/route-hints.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each built remote with the routes it owns (from its `dist/remote.json`). */
    remoteRoutes: () => Promise<RemoteRoutes[]>;
    /** The same when read already since the remotes were last deployed, else undefined (never waits). */
    remoteRoutesNow: () => RemoteRoutes[] | undefined;
    /** A built remote's `mf-manifest.json`, or undefined when it cannot be read. */
    remoteManifest: (name: string) => Promise<RemoteManifest | undefined>;
    /** A build file's modification time, looked at once a second at most (`DEPLOY_CHECK_MS`). */
    deployedFileTime: (file: string) => number | undefined;
    /** What `/remotes.json` says: where each built remote lives, the routes it owns, the API's addresses. */
    runtimeConfig: () => Promise<Required<RuntimeConfigShape>>;
  }
}

/**
 * `GET /remotes.json`: where each built remote lives and which routes it owns, read from
 * each remote's `dist/remote.json` at request time, so a redeployed remote is picked up
 * without a restart. A remote that is not built (no readable `remote.json` and
 * `mf-manifest.json`) is left out.
 */
export default fp(
  async (app) => {
    app.decorate('deployedFileTime', modificationTimes(app.config.deployCheckMs));
    const readDescription = cachedJsonFile(
      app.deployedFileTime,
      (value) => (Value.Check(RemoteFile, value) ? value : undefined),
      (file) => app.log.warn(`${file} is not a valid remote description; that remote is left out`),
    );
    const readManifest = cachedJsonFile(app.deployedFileTime, (value) =>
      value !== null && typeof value === 'object' ? (value as RemoteManifest) : undefined,
    );
    const fileOf = (name: RemoteName, file: string) =>
      path.join(remoteDistDir(app.config.webRoot, name), file);

    /** What was read last, and the build files' modification times it was read at. */
    let lastRead: { deploy: string; routes: RemoteRoutes[] } | undefined;
    const deployFiles = REMOTE_NAMES.flatMap((name) => [
      fileOf(name, 'remote.json'),
      fileOf(name, 'mf-manifest.json'),
    ]);
    const deployNow = () => deployFiles.map(app.deployedFileTime).join(':');
    async function remoteRoutes(): Promise<RemoteRoutes[]> {
      // Every page asks: read again only once a remote was redeployed (or went).
      const deploy = deployNow();
      if (lastRead?.deploy === deploy) return lastRead.routes;
      const routes = await readRemoteRoutes();
      lastRead = { deploy, routes };
      return routes;
    }
    async function readRemoteRoutes(): Promise<RemoteRoutes[]> {
      const found = await Promise.all(
        REMOTE_NAMES.map(async (name): Promise<RemoteRoutes[]> => {
          const [described, manifest] = await Promise.all([
            readDescription(fileOf(name, 'remote.json')),
            readManifest(fileOf(name, 'mf-manifest.json')),
          ]);
          return described && manifest
            ? [
                {
                  name,
                  routes: described.routes,
                  firstReads: described.firstReads,
                  pageFiles: described.pageFiles,
                  firstImages: described.firstImages,
                  publicReads: described.publicReads,
                },
              ]
            : [];
        }),
      );
      return found.flat();
    }
    app.decorate('remoteRoutes', remoteRoutes);
    app.decorate('remoteRoutesNow', () => (lastRead?.deploy === deployNow() ? lastRead.routes : undefined));
    app.decorate('remoteManifest', async (name: string) =>
      isRemoteName(name) ? readManifest(fileOf(name, 'mf-manifest.json')) : undefined,
    );

    app.decorate('runtimeConfig', async (): Promise<Required<RuntimeConfigShape>> => {
      const remotes: Record<string, RemoteDescriptor> = {};
      for (const { name, routes, publicReads } of await remoteRoutes()) {
        remotes[name] = {
          entry: `/mfe/${name}/mf-manifest.json`,
          routes,
          ...(publicReads && { publicReads }),
        };
      }
      return { remotes, api: { default: '/api', hosts: app.config.apiHosts } };
    });

    app.get('/remotes.json', { schema: { response: { 200: RuntimeConfig } } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(await app.runtimeConfig()),
    );
  },
  { name: 'remotes' },
);

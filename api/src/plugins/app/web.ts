import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import fp from 'fastify-plugin';
import { messages } from '../../messages.ts';
import { REMOTE_NAMES, cacheControlFor, remoteDistDir, shellDistDir } from '../../web/assets.ts';
import { apiReadLinks, ownerOf, preloadLinks } from '../../web/route-hints.ts';
import { sendNotFound } from './error-handler.ts';

/**
 * Serves the production builds: the shell at `/` and each remote at `/mfe/<name>/`, only
 * from their `dist` folders, preferring the pre-compressed .br/.gz files. Any other page
 * a browser asks for gets the shell's index.html (client-side routing).
 */
export default fp(
  async (app) => {
    const shellDist = shellDistDir(app.config.webRoot);
    const common: FastifyStaticOptions = {
      preCompressed: true,
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    };

    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/', index: ['index.html'] });
    for (const name of REMOTE_NAMES) {
      const root = remoteDistDir(app.config.webRoot, name);
      if (!existsSync(root)) app.log.info(`remote ${name} is not built (${root}); it is left out`);
      await app.register(fastifyStatic, {
        ...common,
        root,
        prefix: `/mfe/${name}/`,
        index: false,
        decorateReply: false,
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const isApiOrAsset =
        pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/mfe/');
      if (!isPage || isApiOrAsset) return sendNotFound(request, reply);
      const wantsHtml = pathname === '/' || (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return sendNotFound(request, reply);
      if (!existsSync(path.join(shellDist, 'index.html'))) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(messages.frontEndNotBuilt);
      }
      const owner = ownerOf(await app.remoteRoutes(), pathname);
      if (owner) {
        const { remote, route } = owner;
        const reads =
          remote.firstReads && Object.hasOwn(remote.firstReads, route) ? remote.firstReads[route] : [];
        const apiBase = app.config.apiHosts[request.hostname] ?? '/api';
        const links = [
          ...preloadLinks(remote.name, await app.remoteManifest(remote.name)),
          ...apiReadLinks(reads, apiBase),
        ];
        reply.header('link', links.join(', '));
      }
      return reply.sendFile('index.html', shellDist);
    });
  },
  { name: 'web', dependencies: ['error-handler', 'remotes'] },
);

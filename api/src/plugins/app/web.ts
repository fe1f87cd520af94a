import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  documentFor,
  documentIn,
  isLowData,
  languageOfRequest,
  lowDataChoiceIn,
  lowDataDocument,
} from 'shared-ui/contracts';
import { Value } from 'typebox/value';
import { messages } from '../../messages.ts';
import { DocumentsFile } from '../../schemas/web.ts';
import { REMOTE_NAMES, cacheControlFor, remoteDistDir, shellDistDir } from '../../web/assets.ts';
import { PLAIN_DOCUMENTS, acceptsHtml, looksLikeFile, withScriptSources } from '../../web/documents.ts';
import { presentedSessionId } from '../../auth/session-token.ts';
import { carriedAnswers, withDocumentAnswers } from '../../web/document-answers.ts';
import { cachedJsonFile } from '../../web/json-file.ts';
import { previewFor, withPreview } from '../../web/link-previews.ts';
import {
  apiReadLinks,
  firstImageLink,
  isOwnApiRead,
  ownerOf,
  preloadLinks,
  routeMatches,
} from '../../web/route-hints.ts';
import { sendNotFound } from './error-handler.ts';

/** Paths that are never a page of the front end: the API and the remotes' files. */
function isApiOrRemotePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/mfe/');
}

/**
 * Whether the visitor is in low-data mode: their choice in /settings (the `lowData` cookie),
 * else the browser's `Save-Data: on`.
 */
const asksForLowData = (request: FastifyRequest): boolean =>
  isLowData(lowDataChoiceIn(request.headers.cookie), request.headers['save-data'] === 'on');

/** The value of one of the API's JSON answers (undefined when there is none). */
function parsedJson(json: string | undefined): unknown {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * Serves the production builds: the shell at `/` and each remote at `/mfe/<name>/`, only
 * from their `dist` folders, preferring the pre-compressed .br/.gz files. Any other page
 * a client that takes HTML asks for gets the shell's document for it (client-side routing):
 * a page with a prerendered first screen its own, every other index.html (see web/documents.ts).
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

    const readDocuments = cachedJsonFile(
      (value) => (Value.Check(DocumentsFile, value) ? value : undefined),
      (file) => app.log.warn(`${file} is not a valid documents description; pages get index.html`),
    );
    const shellDocuments = async () =>
      (await readDocuments(path.join(shellDist, 'documents.json'))) ?? PLAIN_DOCUMENTS;

    // The shell's documents carry inline scripts (the chosen theme, the start of the app): their
    // CSP allows exactly those, by hash, whether a page or the file itself (as the service worker
    // caches it) is asked for. Other HTML (the API's docs) keeps the plain policy.
    // Every answer passes here: all but the shell's documents pass straight through, without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const policy = reply.getHeader('content-security-policy');
      const isHtml = String(reply.getHeader('content-type')).startsWith('text/html');
      if (typeof policy !== 'string' || !isHtml || isApiOrRemotePath(request.url)) return done(null, payload);
      shellDocuments().then(({ scriptHashes }) => {
        reply.header('content-security-policy', withScriptSources(policy, scriptHashes));
        done(null, payload);
      }, done);
    });

    // Pages are served by sendPage below, each with its document.
    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/', index: false });
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

    /**
     * What a guest gets for each of `reads` that is a read of this server's own API answering
     * 200 with JSON (a list's first page comes from the answer cache), by read.
     */
    async function guestAnswers(reads: readonly string[], apiBase: string): Promise<Map<string, string>> {
      const own = reads.filter((read) => isOwnApiRead(read, apiBase));
      const answers = await Promise.all(
        own.map(async (read) => {
          const answer = await app.inject({ method: 'GET', url: `/api/${read}` });
          const json =
            answer.statusCode === 200 && /^application\/json\b/.test(answer.headers['content-type'] ?? '');
          return json ? [[read, answer.body] as const] : [];
        }),
      );
      return new Map(answers.flat());
    }

    /**
     * A page of the front end: the shell's document for it, with the hints for what it loads
     * first. A path that is no page of the shell's nor of a remote's gets the layout's document
     * (the app shows its 'not found' page there) with status 404, or, when it names a file, the
     * plain 404. A guest's page comes with the answers to its first reads (web/document-answers.ts)
     * and the preload of the picture it shows largest at first, named in those answers.
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const documents = await shellDocuments();
      const owner = ownerOf(await app.remoteRoutes(), pathname);
      const listed =
        owner !== undefined || (documents.routes ?? []).some((route) => routeMatches(route, pathname));
      if (!listed && looksLikeFile(pathname)) return sendNotFound(request, reply);
      // A shell build that does not list its routes leaves every other path a page.
      const known = listed || documents.routes === undefined;
      const english = known ? documentFor(documents, pathname) : documents.fallback;
      // The document in the visitor's language (their choice, else their browser's), when the build made it.
      const language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
      const document = documents.languages?.includes(language) ? documentIn(english, language) : english;
      if (!existsSync(path.join(shellDist, document))) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(messages.frontEndNotBuilt);
      }
      if (!known) reply.code(404);
      // The page differs with the session (the answers it carries), with low-data mode (its
      // pictures' widths) and with the language: a shared cache must keep them apart.
      reply.header('vary', 'cookie, save-data, accept-language');
      const lowData = asksForLowData(request);
      let carried: Record<string, string> = {};
      if (owner) {
        const { remote, route } = owner;
        const reads =
          (remote.firstReads && Object.hasOwn(remote.firstReads, route) ? remote.firstReads[route] : []) ??
          [];
        const apiBase = app.config.apiHosts[request.hostname] ?? '/api';
        const image =
          remote.firstImages && Object.hasOwn(remote.firstImages, route)
            ? remote.firstImages[route]
            : undefined;
        const guest = presentedSessionId(request.cookies ?? {}) === null;
        const imageRead = image ? reads[image.read] : undefined;
        const answers = await guestAnswers(guest ? reads : [imageRead ?? []].flat(), apiBase);
        if (guest) carried = carriedAnswers(answers);
        const imageLink =
          image &&
          imageRead !== undefined &&
          firstImageLink(image, parsedJson(answers.get(imageRead)), apiBase, { lowData });
        const links = [
          ...preloadLinks(remote.name, await app.remoteManifest(remote.name), remote.pageFiles?.[route]),
          ...apiReadLinks(
            reads.filter((read) => !Object.hasOwn(carried, read)),
            apiBase,
          ),
          ...(imageLink ? [imageLink] : []),
        ];
        reply.header('link', links.join(', '));
      }
      const pageUrl = new URL(request.url, `${request.protocol}://${request.host}`);
      const preview = owner ? await previewFor(app, pageUrl) : null;
      if (preview || lowData || Object.keys(carried).length > 0) {
        const file = await readFile(path.join(shellDist, document), 'utf8');
        // Low-data mode: the prerendered pictures and their preloads without their widest copies.
        const html = lowData ? lowDataDocument(file) : file;
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withDocumentAnswers(preview ? withPreview(html, preview, pageUrl) : html, carried));
      }
      return reply.sendFile(document, shellDist);
    }

    // `/` is a page too (the static files have no index).
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

    // Any other path no file answers: a page for every client that takes HTML, as a shared link
    // must open for a browser, curl, a link checker or a preview bot alike.
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isPage || isApiOrRemotePath(pathname) || !acceptsHtml(request.headers.accept)) {
        return sendNotFound(request, reply);
      }
      return sendPage(request, reply, pathname);
    });
  },
  { name: 'web', dependencies: ['error-handler', 'remotes'] },
);

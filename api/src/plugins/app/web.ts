import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { documentFor, documentIn, isKnownPage } from 'shared-ui/contracts';
import { Value } from 'typebox/value';
import { messages } from '../../messages.ts';
import { DocumentsFile } from '../../schemas/web.ts';
import { REMOTE_NAMES, cacheControlFor, remoteDistDir, shellDistDir } from '../../web/assets.ts';
import {
  PLAIN_DOCUMENTS,
  acceptsHtml,
  looksLikeFile,
  withScriptSources,
  type Documents,
} from '../../web/documents.ts';
import { presentedSessionId } from '../../auth/session-token.ts';
import { carriedAnswers, withDocumentAnswers } from '../../web/document-answers.ts';
import { documentFiles } from '../../web/document-files.ts';
import { cachedJsonFile, parsedJson } from '../../web/json-file.ts';
import { apiBaseOf, asksForLowData, languageOf } from '../../web/page-variant.ts';
import { withRenderedRoot } from '../../web/rendered-document.ts';
import type { CachedPage } from './answer-cache.ts';
import { asAnyGuest } from './ready-answers.ts';
import { hasPreview, previewFrom, withPreview, type Preview } from '../../web/link-previews.ts';
import {
  apiReadLinks,
  codePreloads,
  firstImageLink,
  linkElement,
  linkValue,
  ownerOf,
  routeMatches,
} from '../../web/route-hints.ts';
import { inlineStyles } from '../../web/inline-styles.ts';
import { sendNotFound } from './error-handler.ts';
import { notFoundAddress } from '../../web/not-found.ts';

/** Paths that are never a page of the front end: the API and the remotes' files. */
/** Where the 'not found' page rendered at `address` is kept in the page cache. */
const notFoundKey = (address: string) => `(not found) ${address}`;

function isApiOrRemotePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/mfe/');
}

/**
 * The addresses of the stylesheets of a page of the shell's own (undefined: the 'not found'
 * page): its code's, which the browser would load with that code.
 */
function shellStylesheets(documents: Documents, pathname: string | undefined): string[] {
  const styles = documents.pageStyles ?? {};
  const route =
    pathname === undefined
      ? '*'
      : Object.keys(styles).find((pattern) => pattern !== '*' && routeMatches(pattern, pathname));
  return (route === undefined ? [] : (styles[route] ?? [])).map((file) => `/${file}`);
}

/** The remote that owns a page, the route that matched and its first reads for the page. */
type Owner = NonNullable<ReturnType<typeof ownerOf>>;

/**
 * Serves the production builds: the shell at `/` and each remote at `/mfe/<name>/`, only
 * from their `dist` folders, preferring the pre-compressed .br/.gz files. Any other page
 * a client that takes HTML asks for gets the shell's document for it (client-side routing):
 * a page with a prerendered first screen its own, every other index.html (see web/documents.ts).
 */
/** Where an app's build keeps its server entry, inside its dist folder. */
const SERVER_ENTRY_FOLDER = /^\/server(\/|$)/;

export default fp(
  async (app) => {
    const shellDist = shellDistDir(app.config.webRoot);
    const pageStyles = inlineStyles(app.config.webRoot);
    // The documents, and their low-data copies, kept while their files do not change.
    const readDocument = documentFiles();
    const common: FastifyStaticOptions = {
      preCompressed: true,
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      // An app's server entry (dist/server/) is the renderer's to load, not a browser's to fetch.
      allowedPath: (pathname) => !SERVER_ENTRY_FOLDER.test(pathname),
      suppressWarning: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    };

    const readDocuments = cachedJsonFile(
      app.deployedFileTime,
      (value) => (Value.Check(DocumentsFile, value) ? value : undefined),
      (file) => app.log.warn(`${file} is not a valid documents description; pages get index.html`),
    );
    const documentsFile = path.join(shellDist, 'documents.json');
    /** The documents read last, and the modification time of their file then. */
    let lastDocuments: { mtimeMs: number | undefined; documents: Documents } | undefined;
    const shellDocuments = async () => {
      const mtimeMs = app.deployedFileTime(documentsFile);
      const documents = (await readDocuments(documentsFile)) ?? PLAIN_DOCUMENTS;
      lastDocuments = { mtimeMs, documents };
      return documents;
    };

    // A guest's page that is no page is sent from its 'not found' page's ready entry, before
    // routing, when the routes it is told from were read since the last deploy.
    app.whereNotFound((request) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (isApiOrRemotePath(pathname) || looksLikeFile(pathname) || !acceptsHtml(request.headers.accept)) {
        return undefined;
      }
      const remotes = app.remoteRoutesNow();
      const read = lastDocuments;
      const shellRoutes =
        read !== undefined && read.mtimeMs === app.deployedFileTime(documentsFile)
          ? read.documents.routes
          : undefined;
      if (!remotes || !shellRoutes || isKnownPage(shellRoutes, remotes, pathname)) return undefined;
      const address = notFoundAddress(shellRoutes, remotes, pathname);
      return address && notFoundKey(address);
    });

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

    // Pages are served by sendPage below, each with its document. An address that names no file
    // (no extension) is a page: it does not look for a file on disk first (reading the folders
    // on its way), so an unknown address costs no more than a page.
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*') return;
      const sendFile = route.handler;
      route.handler = function (request, reply) {
        const pathname = request.url.split('?', 1)[0] ?? '/';
        return looksLikeFile(pathname) ? sendFile.call(this, request, reply) : reply.callNotFound();
      };
    });
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

    /** A remote's page's first reads, and the one that names the picture it shows largest at first. */
    function firstReadsOf({ remote, route }: Owner) {
      const reads = (Object.hasOwn(remote.firstReads ?? {}, route) ? remote.firstReads?.[route] : []) ?? [];
      const image = Object.hasOwn(remote.firstImages ?? {}, route) ? remote.firstImages?.[route] : undefined;
      return { reads, image, imageRead: image ? reads[image.read] : undefined };
    }

    /**
     * The `Link` values of what a remote's page shows first: the first reads the document carries
     * no answer to, and the picture it shows largest at first, named in `answers`.
     */
    function firstScreenLinks(
      owner: Owner,
      answers: ReadonlyMap<string, string>,
      carried: ReadonlySet<string>,
      apiBase: string,
      lowData: boolean,
    ): string[] {
      const { reads, image, imageRead } = firstReadsOf(owner);
      const imageLink =
        image &&
        imageRead !== undefined &&
        firstImageLink(image, parsedJson(answers.get(imageRead)), apiBase, { lowData });
      return [
        ...apiReadLinks(
          reads.filter((read) => !carried.has(read)),
          apiBase,
        ),
        ...(imageLink ? [imageLink] : []),
      ];
    }

    /** What showing a remote's page needs of its code. */
    const codeOf = async ({ remote, route }: Owner) =>
      codePreloads(remote.name, await app.remoteManifest(remote.name), remote.pageFiles?.[route]);

    /**
     * A page of the front end: the shell's document for it, with the hints for what it loads
     * first. A path that is no page of the shell's nor of a remote's gets the layout's document
     * (the app shows its 'not found' page there) with status 404, a guest's rendered once for
     * every such path (web/not-found.ts), or, when it names a file, the plain 404. A guest gets the page rendered on the server (plugins/app/page-renderer.ts),
     * from the page cache, with the answers it was rendered with; when it cannot be rendered, and
     * for a member, the document the browser renders the page in, a guest's with the answers to
     * its first reads (web/document-answers.ts).
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const documents = await shellDocuments();
      // At the site's own address, whatever Host the request named: its link preview says it.
      const pageUrl = new URL(app.config.publicUrl);
      pageUrl.pathname = pathname;
      pageUrl.search = request.url.slice(pathname.length);
      const remotes = await app.remoteRoutes();
      const owner = ownerOf(remotes, pathname, pageUrl.searchParams);
      const shellRoute = (documents.routes ?? []).find((route) => routeMatches(route, pathname));
      const listed = owner !== undefined || shellRoute !== undefined;
      if (!listed && looksLikeFile(pathname)) return sendNotFound(request, reply);
      // A shell build that does not list its routes leaves every other path a page.
      const known = listed || documents.routes === undefined;
      const english = known ? documentFor(documents, pathname) : documents.fallback;
      // The document in the visitor's language (their choice, else their browser's), when the build made it.
      const language = languageOf(request);
      const document = documents.languages?.includes(language) ? documentIn(english, language) : english;
      if (app.deployedFileTime(path.join(shellDist, document)) === undefined) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(messages.frontEndNotBuilt);
      }
      if (!known) reply.code(404);
      // The page differs with the session (the answers it carries), with low-data mode (its
      // pictures' widths) and with the language: a shared cache must keep them apart.
      const vary = 'cookie, save-data, accept-language';
      reply.header('vary', vary);
      const lowData = asksForLowData(request);
      const apiBase = apiBaseOf(request);
      const guest = presentedSessionId(request.cookies ?? {}) === null;

      // Every address that is no page shares a 'not found' page rendered at one of a few addresses.
      const notFoundAt = known ? undefined : notFoundAddress(documents.routes ?? [], remotes, pathname);

      /** The document of the page rendered on the server, or null. */
      const rendered = async (): Promise<CachedPage | null> => {
        const page = await app.renderPage({
          url: notFoundAt ?? pageUrl.pathname + pageUrl.search,
          route: owner?.route ?? shellRoute ?? (known ? pathname : '*'),
          language,
          lowData,
          owner: owner?.remote.name,
          apiBase,
        });
        if (page === null) return null;
        const code = owner ? await codeOf(owner) : [];
        const styles = await pageStyles(
          owner
            ? code.filter((file) => file.as === 'style').map((file) => file.href)
            : shellStylesheets(documents, known ? pathname : undefined),
        );
        const file = await readDocument(path.join(shellDist, document), { lowData: false });
        // Its stylesheets are in it, and it shows without its code: its code waits for the first screen.
        const later = code.filter((file) => file.as !== 'style').map(linkElement);
        const html = withRenderedRoot(file, { ...page, head: styles + page.head }, { lowData, later });
        if (html === undefined) return null;
        // Its link preview, from the answer it was rendered with.
        const preview = owner ? previewFrom(owner.route, page.answers.get(page.reads[0] ?? '')) : null;
        const links = owner
          ? firstScreenLinks(owner, page.answers, new Set(page.answers.keys()), apiBase, lowData)
          : [];
        return {
          // Every answer it was rendered with: the browser hydrates from the same.
          html: withDocumentAnswers(
            preview ? withPreview(html, preview, pageUrl) : html,
            Object.fromEntries(page.answers),
          ),
          headers: { 'cache-control': 'no-cache', vary, ...(links.length > 0 && { link: links.join(', ') }) },
          reads: page.reads,
        };
      };
      if (guest && asAnyGuest(request) && (known || notFoundAt !== undefined)) {
        const deployed = () => app.deployedPages(owner?.remote.name);
        const address = notFoundAt && notFoundKey(notFoundAt);
        if (await app.sendCachedPage(request, reply, rendered, deployed, address)) return reply;
      }

      let carried: Record<string, string> = {};
      let preview: Preview | null = null;
      if (owner) {
        const { reads, imageRead } = firstReadsOf(owner);
        // A member's document carries no answers, but a page with a link preview has it made
        // from a guest's answer to its first read, as a rendered page's is.
        const previewRead = hasPreview(owner.route) ? reads[0] : undefined;
        const memberReads = new Set([imageRead ?? [], previewRead ?? []].flat());
        const answers = await app.guestAnswers(guest ? reads : [...memberReads], apiBase);
        if (guest) carried = carriedAnswers(answers);
        preview = previewFrom(owner.route, answers.get(previewRead ?? ''));
        const links = [
          ...(await codeOf(owner)).map(linkValue),
          ...firstScreenLinks(owner, answers, new Set(Object.keys(carried)), apiBase, lowData),
        ];
        reply.header('link', links.join(', '));
      }
      if (preview || lowData || Object.keys(carried).length > 0) {
        // Low-data mode: the prerendered pictures and their preloads without their widest copies.
        const html = await readDocument(path.join(shellDist, document), { lowData });
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
  { name: 'web', dependencies: ['error-handler', 'remotes', 'answer-cache', 'page-renderer'] },
);

/**
 * The service worker: the installable, offline app.
 *
 * - Precaches the shell (its scripts, styles, documents, icons, offline page).
 * - Every page is the app shell: its document (documents.ts), online or not.
 * - Remotes: manifests, remote entries and /remotes.json network-first (a redeployed
 *   remote is picked up at once), content-hashed chunks cache-first.
 * - Public API reads network-first with a short timeout, so they can be read offline: the
 *   reads each remote's pages make, as the remote publishes them in /remotes.json (from its
 *   route table), so a page a remote adds later is readable offline too.
 * - Images cache-first, with a size and age limit.
 * - A file the moderators hid answers 410: every copy the worker keeps of it goes (hidden-files.ts).
 * - Waits for the page's word before taking over from an older version.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  DEFAULT_LANGUAGE,
  documentIn,
  isLowData,
  LANGUAGE_COOKIE,
  languageChoiceIn,
  LOW_DATA_COOKIE,
  lowDataChoiceIn,
  lowDataDocument,
  preferredLanguage,
  type Language,
  type RuntimeConfig,
} from 'shared-ui/contracts';
import { DOCUMENT_FILES, documentFor } from '../documents.ts';
import { forgetFilesOf, forgetGoneFile } from './hidden-files.ts';

interface ServiceWorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  /** The Cookie Store API, where the browser has it in workers (Chromium). */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<{ type?: string } | null>) => void): void;
}

declare const self: ServiceWorkerScope;

const DAY_SECONDS = 24 * 60 * 60;
const NETWORK_TIMEOUT_SECONDS = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Whether a page is asked for in low-data mode: the visitor's choice (cookie), else Save-Data. */
async function asksForLowData(request: Request): Promise<boolean> {
  const cookie = await self.cookieStore?.get(LOW_DATA_COOKIE).catch(() => null);
  const choice = lowDataChoiceIn(cookie ? `${LOW_DATA_COOKIE}=${cookie.value}` : '');
  return isLowData(choice, request.headers.get('save-data') === 'on');
}

/** The page's language: the visitor's choice (cookie), else the browser's (as the server chooses). */
async function pageLanguage(): Promise<Language> {
  const cookie = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  return (
    languageChoiceIn(cookie ? `${LANGUAGE_COOKIE}=${cookie.value}` : '') ??
    preferredLanguage(navigator.languages)
  );
}

/** A document as a low-data page gets it: its pictures without their widest copies (as the server sends it). */
async function forLowData(response: Response): Promise<Response> {
  const { status, statusText } = response;
  const headers = new Headers(response.headers);
  // The body is written anew: its length and encoding are no longer the stored copy's.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(lowDataDocument(await response.text()), { status, statusText, headers });
}

// Pages: the app shell, each page with its document (precached with the shell). API calls,
// remote files and the worker itself are not pages.
const documentHandlers = new Map(DOCUMENT_FILES.map((file) => [file, createHandlerBoundToURL(`/${file}`)]));
/**
 * Another language's documents (shell/build/documents.ts) are not precached: an English visitor
 * never needs them. A page in that language keeps its document as it first loads it, fresh from
 * the network when it can be.
 */
const languageDocuments = new NetworkFirst({
  cacheName: 'language-documents',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      const file = documentFor(options.url.pathname);
      const language = await pageLanguage();
      const english = () => documentHandlers.get(file)!(options);
      const page =
        language === DEFAULT_LANGUAGE
          ? await english()
          : await languageDocuments
              .handle({
                event: options.event,
                request: new Request(new URL(`/${documentIn(file, language)}`, options.url.origin)),
              })
              .catch(english);
      return (await asksForLowData(options.request)) ? forLowData(page) : page;
    },
    { denylist: [/^\/api\//, /^\/mfe\//, /^\/sw\.js$/] },
  ),
);
// Any other page request goes to the network; offline, the catch handler answers.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Where the remotes live and what they consist of: always ask the network first.
const REMOTE_DESCRIPTOR = /\/(mf-manifest\.json|remote\.json|remoteEntry\.js)$/;
registerRoute(
  ({ url, sameOrigin }) =>
    (sameOrigin && (url.pathname === '/remotes.json' || /^\/mfe\/.+\.json$/.test(url.pathname))) ||
    REMOTE_DESCRIPTOR.test(url.pathname),
  new NetworkFirst({
    cacheName: 'remote-manifests',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The catalogue of a language other than English (not precached): cached as a page loads it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /\/([a-z-]+-)?texts-[a-z]+-ts\.[0-9a-f]{8,}\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: 'languages', plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// Remote chunks: a content hash in the name means the content never changes.
const HASHED_NAME = /\.[0-9a-f]{8,}\.(js|css)$/;
registerRoute(
  ({ url }) => url.pathname.startsWith('/mfe/') && HASHED_NAME.test(url.pathname),
  new CacheFirst({
    cacheName: 'remote-chunks',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/mfe/') && request.destination !== 'image',
  new StaleWhileRevalidate({
    cacheName: 'remote-files',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);

// Public reading: the API paths of the reads the remotes' pages make (their route tables, as
// /remotes.json lists them), learnt as the worker starts: from the copy the page keeps in the
// cache (it asks for /remotes.json as it starts, network first), else from the network.
async function learnPublicReads(): Promise<ReadonlySet<string>> {
  const answer =
    (await caches.match('/remotes.json', { ignoreSearch: true })) ??
    (await fetch('/remotes.json').catch(() => undefined));
  const config = (await answer?.json().catch(() => undefined)) as RuntimeConfig | undefined;
  return new Set(Object.values(config?.remotes ?? {}).flatMap((remote) => remote.publicReads ?? []));
}
/** The public reads once learnt: from then on every other request passes the worker by. */
let publicReads: ReadonlySet<string> | undefined;
const learning = learnPublicReads()
  .catch(() => new Set<string>())
  .then((reads) => (publicReads = reads));

const API_READS = 'api-reads';
/**
 * An item the moderators removed answers 410 Gone: its copy kept for offline reading goes too,
 * so the removed listing or article is not shown offline either, and so do the files that copy
 * named (its pictures). (The lists it was in are read again from the network, network-first,
 * and their copies replaced.)
 */
const forgetGone = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 410) return response;
    const reads = await caches.open(API_READS);
    const kept = await reads.match(request);
    if (kept) await forgetFilesOf(await kept.json().catch(() => null));
    await reads.delete(request);
    return response;
  },
};
const apiReads = new NetworkFirst({
  cacheName: API_READS,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    forgetGone,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});
/** Whether `url` is a public read: its path ends in one of the published API paths. */
const isPublicRead = (url: URL, reads: ReadonlySet<string>) =>
  [...reads].some((read) => url.pathname.endsWith(`/${read}`));
registerRoute(
  // Until the reads are learnt (the worker's first moments), a fetch waits for them here.
  ({ url, request }) =>
    request.destination === '' &&
    request.mode !== 'navigate' &&
    (publicReads === undefined || isPublicRead(url, publicReads)),
  async (options) =>
    isPublicRead(options.url, await learning) ? apiReads.handle(options) : fetch(options.request),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      forgetGoneFile,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Offline and not cached: pages get the offline page; anything else fails as the network would.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const page = `/${documentIn('offline.html', await pageLanguage())}`;
    return (await matchPrecache(page)) ?? (await matchPrecache('/offline.html')) ?? Response.error();
  }
  return Response.error();
});

// The page asks a waiting new version to take over once the visitor chooses Reload.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * Headers that only act on a document (or a worker): the CSP, framing, opener and the old
 * IE/Flash switches. About 1 KB a response on cheap mobile data, for nothing on a script or an
 * image. `nosniff`, CORP, HSTS and the referrer policy stay on every answer.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Answers no browser runs as a document: scripts, styles, JSON, raster images, fonts, audio and
 * video. HTML, SVG and XML (which can carry scripts) keep every header; so does the service
 * worker, whose own CSP governs it.
 */
const INERT_TYPE =
  /^(?:text\/(?:javascript|css)|application\/(?:javascript|json|manifest\+json)|image\/(?:webp|png|jpeg|gif|avif|x-icon|vnd\.microsoft\.icon)|font\/|audio\/|video\/)/;
/** The service worker's URL (its path; the query, if any, is not read). */
const WORKER_SCRIPT = /^[^?]*\/sw\.js(?:\?|$)/;

/**
 * Security headers. The CSP fits a webpack / Module Federation front end served from this
 * origin: chunks and remote entries are same-origin scripts, styles may be injected inline,
 * and featured videos embed YouTube players. `mediaOrigins`: where stored media may also come
 * from (the CDN of MEDIA_PUBLIC_URL, which media addresses redirect to; the service worker
 * fetches pictures, so it is a connect source too).
 */
const securityHeaders = (mediaOrigins: readonly string[] = []) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'", ...mediaOrigins],
        // Featured videos show YouTube's thumbnail before the visitor asks for the player.
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...mediaOrigins],
        'media-src': ["'self'", 'blob:', ...mediaOrigins],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Featured videos play in YouTube's privacy-enhanced (no-cookie) player.
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // TLS is a deployment concern (a proxy may terminate it); do not force it on plain-HTTP hosts.
        'upgrade-insecure-requests': null,
      },
    },
    // Cross-origin YouTube iframes do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });

/** The headers helmet's middleware sets (its policy has no per-request part), by lower-case name. */
function headersOf(middleware: ReturnType<typeof securityHeaders>): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  middleware(
    { headers: {} } as unknown as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

const HEADERS = headersOf(securityHeaders());
/** The headers every answer carries (`nosniff`, CORP, HSTS, the referrer policy). */
export const EVERY_ANSWER_HEADERS = Object.fromEntries(
  HEADERS.filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
);
/** The headers only documents carry, with media allowed from `mediaOrigins` too. */
const documentHeaders = (mediaOrigins: readonly string[]) =>
  headersOf(securityHeaders(mediaOrigins)).filter(([name]) => DOCUMENT_ONLY_HEADERS.includes(name));

/**
 * The headers are computed once, at start: helmet's policy is the same for every request, and
 * building and setting it per request (then taking the document-only part off again for JSON and
 * scripts) was a tenth of the server's work on a cached list answer. Every answer gets its part
 * on arrival; a document gets the rest when it is sent, unless its route set its own.
 */
export default fp(
  async (app) => {
    const store = app.config.mediaStore;
    const cdn = store.kind === 's3' && store.publicUrl ? [new URL(store.publicUrl).origin] : [];
    const DOCUMENT_HEADERS = documentHeaders(cdn);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(EVERY_ANSWER_HEADERS);
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!INERT_TYPE.test(type) || WORKER_SCRIPT.test(request.url)) {
        for (const [name, value] of DOCUMENT_HEADERS) {
          if (!reply.hasHeader(name)) reply.header(name, value);
        }
      }
      done(null, payload);
    });
  },
  { name: 'helmet' },
);

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
const WORKER_SCRIPT = /\/sw\.js$/;

/**
 * Security headers. The CSP fits a webpack / Module Federation front end served from this
 * origin: chunks and remote entries are same-origin scripts, styles may be injected inline,
 * and featured videos embed YouTube players.
 *
 * helmet's middleware is built once here and run on each request. (The @fastify/helmet plugin
 * built it anew for every request, parsing the CSP each time: about a tenth of the server's
 * work on a cached list answer.)
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
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

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });

    app.addHook('onSend', async (request, reply) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!INERT_TYPE.test(type) || WORKER_SCRIPT.test(request.url.split('?')[0]!)) return;
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    });
  },
  { name: 'helmet' },
);

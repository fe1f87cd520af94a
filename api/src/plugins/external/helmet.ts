import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP fits a webpack / Module Federation front end served from this
 * origin: chunks and remote entries are same-origin scripts, styles may be injected inline,
 * and featured videos embed YouTube players.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
  },
  { name: 'helmet' },
);

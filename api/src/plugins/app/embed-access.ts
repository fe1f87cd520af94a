import fp from 'fastify-plugin';
import { fetchProducts, getFilters } from 'shared-ui/contracts/shop';

/**
 * The marketplace embedded in partner sites (README: Embed the marketplace) loads its script and
 * stylesheet from here and reads the public product list and categories from a page of another
 * origin. Those, and only those, are open to every origin: without credentials (`*`), so no
 * cookie ever rides along, and nothing signed-in or writing is reachable from another site.
 */
export const EMBED_FILES = /^\/mfe\/marketplace\/embed\.(?:js|css)(?:\.map)?(?:\?|$)/;
const EMBED_PATHS = new Set([fetchProducts, getFilters].map((read) => `/api/${read.path}`));
/** Whether `url` is one of the reads the embed makes. */
export const isEmbedRead = (url: string): boolean => EMBED_PATHS.has(url.split('?', 1)[0]!);

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      if (EMBED_FILES.test(request.url)) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('access-control-allow-origin', '*');
      } else if (isEmbedRead(request.url) && !reply.hasHeader('access-control-allow-origin')) {
        // A partner origin listed in CORS_ORIGINS keeps its own answer (with credentials).
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done();
    });
  },
  { name: 'embed-access', dependencies: ['helmet'] },
);

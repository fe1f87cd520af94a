import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Cross-origin access to the API for the origins listed in CORS_ORIGINS only
 * (none by default: the front end is same-origin). Credentials are allowed so
 * the session cookie works for a configured partner origin.
 */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    if (allowed.size === 0) return;
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

import fp from 'fastify-plugin';
import { SESSION_COOKIE, sessionIdFor } from '../../auth/session-token.ts';
import { findSessionUser, type SessionUser } from '../../db/sessions.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account behind the session cookie, or null for a guest. */
    user: SessionUser | null;
  }
}

/** Resolves the `sid` cookie of API requests to `request.user`. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      const id = token ? sessionIdFor(token) : null;
      if (id) request.user = (await findSessionUser(app.db, id, app.now())) ?? null;
    });
  },
  { name: 'auth', dependencies: ['cookie', 'database'] },
);

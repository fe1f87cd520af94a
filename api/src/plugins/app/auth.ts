import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionIdFor } from '../../auth/session-token.ts';
import { findSessionUser, type SessionUser } from '../../db/sessions.repository.ts';
import { messages } from '../../messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account behind the session cookie, or null for a guest. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler refusing guests with 401. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) await reply.code(401).send({ status: 'error', message: messages.notLoggedIn });
    });
  },
  { name: 'auth', dependencies: ['cookie', 'database'] },
);

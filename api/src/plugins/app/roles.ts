import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../messages.ts';

/** The refusal a member gets for an administrator-only call. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook refusing guests with 401 and members who are not administrators with 403. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Roles: `member` (every account) and `admin`. `request.user.role` comes from the session lookup. */
export default fp(
  async (app) => {
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) {
        await reply.code(401).send({ status: 'error', message: messages.notLoggedIn });
      } else if (request.user.role !== 'admin') {
        await reply.code(403).send({ status: 'error', message: FORBIDDEN_MESSAGE });
      }
    });
  },
  { name: 'roles', dependencies: ['auth'] },
);

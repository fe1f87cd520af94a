import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, presentedSessionId, sessionCookieOptions } from '../../auth/session-token.ts';
import { deleteSession } from '../../db/sessions.repository.ts';
import { messages } from '../../messages.ts';
import type * as users from 'shared-ui/contracts/users';
import type { RoutesOf } from '../../builders/router.ts';

export const session = (app: FastifyInstance): Pick<RoutesOf<typeof users>, 'logout' | 'me'> => ({
  logout: {
    handler: async (request, reply) => {
      const id = presentedSessionId(request.cookies);
      if (id) await deleteSession(app.db, id);
      const { maxAge: _maxAge, ...options } = sessionCookieOptions(request.protocol === 'https');
      reply.clearCookie(SESSION_COOKIE, options);
      return { status: 'success' as const, message: messages.loggedOut };
    },
  },

  me: {
    handler: async (_request, _reply, caller) => {
      const { id, username, email, role } = caller;
      return { status: 'success' as const, user: { id, username, email, role } };
    },
  },
});

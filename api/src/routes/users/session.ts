import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../auth/policies.ts';
import { SESSION_COOKIE, presentedSessionId, sessionCookieOptions } from '../../auth/session-token.ts';
import { deleteSession } from '../../db/sessions.repository.ts';
import { messages } from '../../messages.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { MeAnswer } from '../../schemas/users.ts';

const session: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout.php',
    { schema: { response: { 200: StatusAnswer } }, config: { policy: 'public' } },
    async (request, reply) => {
      const id = presentedSessionId(request.cookies);
      if (id) await deleteSession(app.db, id);
      const { maxAge: _maxAge, ...options } = sessionCookieOptions(request.protocol === 'https');
      reply.clearCookie(SESSION_COOKIE, options);
      return { status: 'success' as const, message: messages.loggedOut };
    },
  );

  app.get(
    '/me.php',
    {
      schema: { response: { 200: MeAnswer, 401: StatusAnswer } },
      config: { policy: 'signed-in' },
      onRequest: signedIn(),
    },
    async (request) => {
      const { id, username, email, role } = request.user!;
      return { status: 'success' as const, user: { id, username, email, role } };
    },
  );
};

export default session;

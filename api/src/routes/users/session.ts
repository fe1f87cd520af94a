import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../auth/policies.ts';
import { SESSION_COOKIE, presentedSessionId, sessionCookieOptions } from '../../auth/session-token.ts';
import { deleteSession } from '../../db/sessions.repository.ts';
import { messages } from '../../messages.ts';
import { logout, me } from 'shared-ui/contracts/users';
import { endpointRoute } from '../../builders/endpoint-route.ts';

const session: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, logout, {}, async (request, reply) => {
    const id = presentedSessionId(request.cookies);
    if (id) await deleteSession(app.db, id);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(request.protocol === 'https');
    reply.clearCookie(SESSION_COOKIE, options);
    return { status: 'success' as const, message: messages.loggedOut };
  });

  endpointRoute(app, me, { onRequest: signedIn() }, async (request) => {
    const { id, username, email, role } = request.user!;
    return { status: 'success' as const, user: { id, username, email, role } };
  });
};

export default session;

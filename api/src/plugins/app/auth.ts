import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { presentedSessionId } from '../../auth/session-token.ts';
import { findSessionUser, type SessionUser } from '../../db/sessions.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account behind the session cookie, or null for a guest. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The session is read only when the route asks for it (`readSession`), not before every
     * request: stored media, whose files are public unless hidden (plugins/app/media.ts).
     */
    sessionOnDemand?: boolean;
  }
}

/** Reads the request's session cookie into `request.user` (null for a guest or an ended session). */
export async function readSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const id = presentedSessionId(request.cookies);
  request.user = id ? ((await findSessionUser(app.db, id, app.now())) ?? null) : null;
  return request.user;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An API route that changes something: any method but a read. */
export const isWriteRoute = (route: Pick<RouteOptions, 'url' | 'method'>): boolean =>
  route.url.startsWith('/api/') && [route.method].flat().some((method) => !READS.has(method));

/**
 * Resolves the `sid` cookie of API requests to `request.user` (those of routes that read it on
 * demand only when they ask: `sessionOnDemand`), and refuses to start when a route
 * that changes something does not name its access policy (`config.policy`, auth/policies.ts).
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    // A guest's request (no session cookie) passes straight through, without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const first = request.url.startsWith('/api/') && !request.routeOptions.config.sessionOnDemand;
      const id = first ? presentedSessionId(request.cookies) : null;
      if (!id) return done();
      findSessionUser(app.db, id, app.now()).then((user) => {
        request.user = user ?? null;
        done();
      }, done);
    });

    // Checked once every route is in: a scope may declare the policy of its routes (admin).
    const writes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      if (isWriteRoute(route)) writes.push(route);
    });
    app.addHook('onReady', async () => {
      const undeclared = writes.filter((route) => !route.config?.policy);
      if (undeclared.length > 0) {
        const names = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ');
        throw new Error(`Routes without an access policy (config.policy): ${names}`);
      }
    });
  },
  { name: 'auth', dependencies: ['cookie', 'database'] },
);

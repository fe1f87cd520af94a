import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAdminAction } from '../../db/admin-actions.repository.ts';
import { isWriteRoute } from './auth.ts';

/** The longest body kept with an action. */
export const DETAIL_MAX = 1000;

/** The policies under which an administrator acts on what is not theirs. */
const RECORDED = new Set(['admin', 'owner-or-admin']);

/**
 * Records every change an administrator makes through the API (who, what, when): each
 * successful call, other than a read, of an admin route or of a route an owner or an
 * administrator may call when the caller is an administrator. It is written before the
 * answer leaves, so the record is complete when the administrator sees the result. Only
 * routes that can write get the hook: a read pays nothing for it.
 */
export default fp(
  async (app) => {
    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const user = request.user;
      const policy = request.routeOptions.config.policy;
      if (!user || user.role !== 'admin' || !policy || !RECORDED.has(policy)) return payload;
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return payload;
      const body = request.body;
      const detail = body && typeof body === 'object' ? JSON.stringify(body).slice(0, DETAIL_MAX) : null;
      try {
        await recordAdminAction(app.db, {
          user_id: user.id,
          username: user.username,
          action: request.routeOptions.schema?.summary ?? `${request.method} ${request.routeOptions.url}`,
          method: request.method,
          path: request.url.slice(0, 500),
          detail,
          created_at: app.now().toISOString(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not record an administrator action');
      }
      return payload;
    };
    app.addHook('onRoute', (route) => {
      if (!isWriteRoute(route)) return;
      const own = route.onSend ?? [];
      route.onSend = [...(Array.isArray(own) ? own : [own]), record];
    });
  },
  { name: 'admin-record', dependencies: ['auth', 'database'] },
);

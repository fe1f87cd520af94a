/**
 * The one builder of paged list routes: `GET url?…page=&limit=` answers one page of items
 * (db/paging.ts), optionally from the guests' answer cache, after the route's own refusals.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { fetchPage, type Page, type PageRequest, type Window } from '../db/paging.ts';
import type { SessionUser } from '../db/sessions.repository.ts';
import type { AnswerOf, QueryOf, ReadEndpoint } from 'shared-ui/contracts';
import { endpointRoute, type EndpointHandler } from './endpoint-route.ts';
import type { BuiltRoute } from './router.ts';

/** A list route, from its endpoint's contract (its query has `page`, and `limit` unless fixed). */
export interface ListRoute<E extends ReadEndpoint, T, Q = QueryOf<E>> extends ListParts<T, Q, AnswerOf<E>> {
  endpoint: E;
  tags?: string[];
}

interface ListParts<T, Q, A> {
  config?: Record<string, unknown>;
  /** Keep schema failures for `refuse` (which then words them) instead of the error handler. */
  attachValidation?: boolean;
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Answers may come from the answer cache: guests' (`true`), and members' too when the route
   * says what of the caller the answer depends on (`byCaller`, as in `sendCachedAnswer`).
   */
  cached?: true | { byCaller: (query: Q, user: SessionUser | null) => string };
  /** A refusal (status and body) before anything is listed, or null. */
  refuse?: (query: Q, request: FastifyRequest) => Promise<Refusal | null> | Refusal | null;
  /** Which page, and its size, from the query. */
  page: (query: Q) => PageRequest;
  /** One window of the items, in the list's order. */
  fetch: (query: Q, window: Window, request: FastifyRequest) => Promise<T[]>;
  /** The answer's body for a page: the contract's success answer. */
  answer: (page: Page<T>, query: Q) => A;
}

export interface Refusal {
  status: number;
  body: unknown;
}

/** A list route for the router (router.ts). */
export function list<E extends ReadEndpoint, T>(
  parts: ListParts<T, QueryOf<E>, AnswerOf<E>> & { tags?: string[] },
): BuiltRoute<E> {
  return { build: (app, endpoint) => listRoute(app as unknown as FastifyInstance, { ...parts, endpoint }) };
}

export function listRoute<E extends ReadEndpoint, T>(app: FastifyInstance, route: ListRoute<E, T>): void {
  // The answer's shape is the route's own (`answer`): the contract's schema serializes it.
  const handler: RouteHandlerMethod = async (request, reply) => {
    const query = request.query as QueryOf<E>;
    const refusal = await route.refuse?.(query, request);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    const compute = async () =>
      route.answer(
        await fetchPage(route.page(query), (window) => route.fetch(query, window, request)),
        query,
      );
    const { cached } = route;
    if (!cached) return compute();
    const byCaller = cached === true ? undefined : (user: SessionUser | null) => cached.byCaller(query, user);
    return app.sendCachedAnswer(request, reply as FastifyReply, compute, { byCaller });
  };
  endpointRoute(
    app as Parameters<typeof endpointRoute>[0],
    route.endpoint,
    {
      ...(route.config && { config: route.config }),
      ...(route.attachValidation && { attachValidation: true }),
      ...(route.onRequest && { onRequest: route.onRequest }),
      ...(route.tags && { tags: route.tags }),
    },
    handler as EndpointHandler<E>,
  );
}

/**
 * The one builder of paged list routes: `GET url?…page=&limit=` answers one page of items
 * (db/paging.ts), optionally from the guests' answer cache, after the route's own refusals.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { fetchPage, type Page, type PageRequest, type Window } from '../db/paging.ts';
import type { SessionUser } from '../db/sessions.repository.ts';

export interface ListRoute<S extends TSchema, T, Q = Static<S>> {
  url: string;
  /** The query's schema (with `page`, and `limit` unless the page size is fixed). */
  query: S;
  /** The rest of the route's schema: summary, tags, responses. */
  schema: Omit<FastifySchema, 'querystring'>;
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
  /** The answer's body for a page. */
  answer: (page: Page<T>, query: Q) => unknown;
}

export interface Refusal {
  status: number;
  body: unknown;
}

export function listRoute<S extends TSchema, T>(app: FastifyInstance, route: ListRoute<S, T>): void {
  app.get(
    route.url,
    {
      schema: { ...route.schema, querystring: route.query },
      ...(route.config && { config: route.config }),
      ...(route.attachValidation && { attachValidation: true }),
      ...(route.onRequest && { onRequest: route.onRequest }),
    },
    async (request, reply) => {
      const query = request.query as Static<S>;
      const refusal = await route.refuse?.(query, request);
      if (refusal) return reply.code(refusal.status).send(refusal.body);
      const compute = async () =>
        route.answer(
          await fetchPage(route.page(query), (window) => route.fetch(query, window, request)),
          query,
        );
      const { cached } = route;
      if (!cached) return compute();
      const byCaller =
        cached === true ? undefined : (user: SessionUser | null) => cached.byCaller(query, user);
      return app.sendCachedAnswer(request, reply, compute, { byCaller });
    },
  );
}

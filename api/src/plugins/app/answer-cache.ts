import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isWriteRoute } from './auth.ts';
import type { TSchema } from 'typebox';

/** How long a cached answer may be served: the most a guest on another server process lags behind. */
export const ANSWER_TTL_MS = 5_000;
const MAX_ANSWERS = 500;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface CachedAnswerOptions {
  /** Whatever else than the URL the answer depends on. */
  varyBy?: string;
  /** The answer's schema, when the route's 200 schema is a union of shapes. */
  schema?: TSchema;
}

/**
 * Sends a 200 answer serialized with `schema`, one of the shapes of the route's union: given
 * the union, fast-json-stringify checks the whole answer against each shape before choosing.
 */
export function sendAsShape(reply: FastifyReply, schema: TSchema, answer: unknown): FastifyReply {
  return reply.type(JSON_TYPE).send(serializerOf(reply, schema)(answer));
}

/** The route's serializer for `schema` (compiled once per route and schema). */
const serializerOf = (reply: FastifyReply, schema: TSchema) =>
  reply.compileSerializationSchema(schema as Record<string, unknown>, '200') as (answer: unknown) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the answer of a public list call, from a short-lived cache of serialized answers.
     * Only guests' GET requests are served from it (members may see more, e.g. their own pending
     * articles), keyed by the whole URL plus `varyBy`: whatever else the answer depends on, such
     * as the day for lists of live products. `compute` gives the answer object on a miss; it is
     * serialized with the route's response schema (status 200), or with `schema` when that is one
     * shape of several the route answers (a union would check the whole answer against each shape
     * before choosing), so a hit sends the same bytes. Every write through this server empties it.
     */
    sendCachedAnswer: (
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      options?: CachedAnswerOptions,
    ) => Promise<FastifyReply>;
  }
}

/**
 * A cache of public list answers: under load most requests are guests reading the same first
 * pages, and building such an answer costs a few queries and a serialization each time.
 */
export default fp(
  async (app) => {
    const answers = new LRUCache<string, string>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
    // Bumped when a write has been answered (its changes are stored by then): an answer whose
    // computation began before that is not kept. The TTL bounds anything this cannot see.
    let generation = 0;

    const forget = async () => {
      generation += 1;
      answers.clear();
    };
    // Only routes that can write get the hook: a read pays nothing for it.
    app.addHook('onRoute', (route) => {
      if (!isWriteRoute(route)) return;
      const own = route.onResponse ?? [];
      route.onResponse = [...(Array.isArray(own) ? own : [own]), forget];
    });

    app.decorate(
      'sendCachedAnswer',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        compute: () => Promise<unknown>,
        { varyBy = '', schema }: CachedAnswerOptions = {},
      ) => {
        if (request.method !== 'GET' || request.user) {
          return schema ? sendAsShape(reply, schema, await compute()) : reply.send(await compute());
        }
        // A route's JSON serializer gives a string.
        const serialize = (answer: unknown) =>
          schema ? serializerOf(reply, schema)(answer) : (reply.serialize(answer) as string);
        const key = `${request.url}\n${varyBy}`;
        const cached = answers.get(key);
        if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
        const startedIn = generation;
        const text = serialize(await compute());
        if (generation === startedIn) answers.set(key, text);
        return reply.type(JSON_TYPE).send(text);
      },
    );
  },
  { name: 'answer-cache', dependencies: ['auth'] },
);

import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** How long a cached answer may be served: the most a guest on another server process lags behind. */
export const ANSWER_TTL_MS = 5_000;
const MAX_ANSWERS = 500;
const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the answer of a public list call, from a short-lived cache of serialized answers.
     * Only guests' GET requests are served from it (members may see more, e.g. their own pending
     * articles), keyed by the whole URL plus `varyBy`: whatever else the answer depends on, such
     * as the day for lists of live products. `compute` gives the answer object on a miss; it is
     * serialized with the route's response schema (status 200), so a hit sends the same bytes.
     * Every write through this server (any other method) empties the cache.
     */
    sendCachedAnswer: (
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      varyBy?: string,
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

    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        generation += 1;
        answers.clear();
      }
    });

    app.decorate(
      'sendCachedAnswer',
      async (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>, varyBy = '') => {
        if (request.method !== 'GET' || request.user) return reply.send(await compute());
        const key = `${request.url}\n${varyBy}`;
        const cached = answers.get(key);
        if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
        const startedIn = generation;
        // A route's JSON serializer gives a string.
        const text = reply.serialize(await compute()) as string;
        if (generation === startedIn) answers.set(key, text);
        return reply.type(JSON_TYPE).send(text);
      },
    );
  },
  { name: 'answer-cache', dependencies: ['auth'] },
);

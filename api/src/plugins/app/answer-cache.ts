import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isWriteRoute } from './auth.ts';
import type { TSchema } from 'typebox';
import type { SessionUser } from '../../db/sessions.repository.ts';
import { chosenEncoding, compressedCopy, sendsEncoded, type Encoding } from '../external/compress.ts';

/** How long a cached answer may be served: the most a guest on another server process lags behind. */
export const ANSWER_TTL_MS = 5_000;
const MAX_ANSWERS = 500;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface CachedAnswerOptions {
  /** Whatever else than the URL the answer depends on. */
  varyBy?: string;
  /** The answer's schema, when the route's 200 schema is a union of shapes. */
  schema?: TSchema;
  /**
   * What of the caller (null for a guest) the answer depends on, as a key: callers with the
   * same key share the cached answer. `SAME_FOR_EVERYONE` when it depends on nobody. Without
   * it only guests are served from the cache; members' answers are built each time.
   */
  byCaller?: (user: SessionUser | null) => string;
}

/** `byCaller` of an answer that is the same whoever asks: members share the guests' entry. */
export const SAME_FOR_EVERYONE = () => '';

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
     * Sends the answer of a public list call, from a short-lived cache of serialized answers,
     * keyed by the whole URL plus `varyBy` (whatever else the answer depends on, such as the day
     * for lists of live products) plus `byCaller`'s key. Only GET requests are served from it;
     * members only where the route says what of the caller its answer depends on (`byCaller`):
     * members may see more than guests, e.g. their own pending articles. `compute` gives the
     * answer object on a miss; it is serialized with the route's response schema (status 200),
     * or with `schema` when that is one shape of several the route answers (a union would check
     * the whole answer against each shape before choosing), and kept as UTF-8 bytes, so a hit
     * sends the same bytes without encoding them again; a client that accepts brotli or gzip gets
     * a copy compressed once for the entry, not on every hit. Every write through this server
     * empties it.
     */
    sendCachedAnswer: (
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<unknown>,
      options?: CachedAnswerOptions,
    ) => Promise<FastifyReply>;
  }
}

/** An answer as UTF-8 bytes, and its compressed copies, each made when first asked for. */
type Answer = { bytes: Buffer } & Partial<Record<Encoding, Buffer>>;

/** Sends a cached answer: compressed once per entry and encoding, not on every request. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.type(JSON_TYPE);
  const encoding = chosenEncoding(request, answer.bytes.length);
  if (encoding === undefined) return reply.send(answer.bytes);
  const copy = (answer[encoding] ??= compressedCopy(answer.bytes, encoding));
  return sendsEncoded(reply, encoding).send(copy);
}

/**
 * A cache of public list answers: under load most requests are guests reading the same first
 * pages, and building such an answer costs a few queries and a serialization each time.
 */
export default fp(
  async (app) => {
    const answers = new LRUCache<string, Answer>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
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
        { varyBy = '', schema, byCaller }: CachedAnswerOptions = {},
      ) => {
        if (request.method !== 'GET' || (request.user && !byCaller)) {
          return schema ? sendAsShape(reply, schema, await compute()) : reply.send(await compute());
        }
        // A route's JSON serializer gives a string.
        const serialize = (answer: unknown) =>
          schema ? serializerOf(reply, schema)(answer) : (reply.serialize(answer) as string);
        const key = `${request.url}\n${varyBy}\n${byCaller?.(request.user) ?? ''}`;
        const cached = answers.get(key);
        if (cached !== undefined) return sendAnswer(request, reply, cached);
        const startedIn = generation;
        const answer: Answer = { bytes: Buffer.from(serialize(await compute())) };
        if (generation === startedIn) answers.set(key, answer);
        return sendAnswer(request, reply, answer);
      },
    );
  },
  { name: 'answer-cache', dependencies: ['auth'] },
);

/**
 * Answers typed by their contract: what a route's reply may send, and a 200 answer sent in one
 * of the shapes of the route's union (the answer cache sends its answers with these too).
 */
import type { FastifyReply } from 'fastify';
import type { Static, TSchema } from 'typebox';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** What `reply` may send: the answers of its route, typed from its contract's schemas. */
export type SendableBy<R extends FastifyReply> = NonNullable<Parameters<R['send']>[0]>;

/** The route's serializer for `schema` (compiled once per route and schema). */
export const serializerOf = (reply: FastifyReply, schema: TSchema) =>
  reply.compileSerializationSchema(schema as Record<string, unknown>, '200') as (answer: unknown) => string;

/**
 * Sends a 200 answer serialized with `schema`, one of the shapes of the route's union: given
 * the union, fast-json-stringify checks the whole answer against each shape before choosing.
 */
export function sendAsShape<S extends TSchema>(
  reply: FastifyReply,
  schema: S,
  answer: Static<S>,
): FastifyReply {
  return reply.type(JSON_TYPE).send(serializerOf(reply, schema)(answer));
}

import type { FastifyReply } from 'fastify';

/**
 * Answers 410 Gone: an item the moderators hid. The answer says `no-cache` (or `no-store`, for
 * a hidden item's files), because a browser keeps a 410 without cache headers as fresh for
 * ever, and a dismissed report brings the item back.
 */
export function sendGone<Body>(
  reply: FastifyReply,
  body: Body,
  cacheControl: 'no-cache' | 'no-store' = 'no-cache',
): FastifyReply {
  return reply.code(410).header('cache-control', cacheControl).send(body);
}

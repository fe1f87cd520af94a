import type { FastifyReply } from 'fastify';

/**
 * Answers 410 Gone: an item the moderators hid. The answer says `no-cache`, because a browser
 * keeps a 410 without cache headers as fresh for ever, and a dismissed report brings the item back.
 */
export function sendGone<Body>(reply: FastifyReply, body: Body): FastifyReply {
  return reply.code(410).header('cache-control', 'no-cache').send(body);
}

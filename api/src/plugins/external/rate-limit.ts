import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type Say } from '../../messages.ts';

/**
 * Whose requests a limit counts: a signed-in member's are their own, wherever they come from; a
 * guest's are counted by address. On mobile networks thousands of people share one public
 * address, so counting members by account keeps a crowd from locking itself out.
 */
export const byCaller = (request: FastifyRequest): string =>
  request.user ? `member:${request.user.id}` : `address:${request.ip}`;

/**
 * Per-address limit for the account endpoints (RATE_LIMIT_PER_MINUTE, default 600): sized for a
 * crowd on one address, it only stops floods. Guessing one account's password is stopped by that
 * account's lockout (auth/login-throttle.ts), wherever the guesses come from.
 */
export const accountRateLimit = {
  max: (request: FastifyRequest) => request.server.config.rateLimitPerMinute,
  timeWindow: 60_000,
};

/** Likes and views (guests may like): 120 a minute per member, or per address for guests. */
export const likeRateLimit = { max: 120, timeWindow: 60_000, keyGenerator: byCaller };

/** Comments: 20 a minute per member, or per address for guests (no guest floods). */
export const commentRateLimit = { max: 20, timeWindow: 60_000, keyGenerator: byCaller };

const HOUR_MS = 3_600_000;

/**
 * A limit an hour per address on what a route makes (accounts, reports), beside the route's own
 * limit: `max` a setting (REGISTRATIONS_PER_HOUR, REPORTS_PER_HOUR). The route asks once it has
 * read a valid request, so bad input is refused without using the address's allowance; over it,
 * the answer is a 429 with `message` and `Retry-After`, and the route stops (false).
 */
export function perAddressHourly(app: FastifyInstance, max: number, message: Say) {
  const limit = app.createRateLimit({
    max,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => request.ip,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return true;
    await reply
      .code(429)
      .header('retry-after', String(counted.ttlInSeconds))
      .send({ status: 'error', message: message() });
    return false;
  };
}

/** Rate limiting, off by default; routes opt in with `config: { rateLimit: … }`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(messages.tooManyRequests), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit' },
);

import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../messages.ts';

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

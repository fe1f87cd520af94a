import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../messages.ts';

/** Per-address limit for the account endpoints: loose, it only stops floods (RATE_LIMIT_PER_MINUTE). */
export const accountRateLimit = {
  max: (request: FastifyRequest) => request.server.config.rateLimitPerMinute,
  timeWindow: 60_000,
};

/** Per-address limit on likes and views (guests may like): plenty for people, stops scripted floods. */
export const likeRateLimit = { max: 120, timeWindow: 60_000 };

/** Per-address limit on comments: enough for a conversation, too few for a flood of guest posts. */
export const commentRateLimit = { max: 20, timeWindow: 60_000 };

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

import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../messages.ts';

/** Per-address limit for the account endpoints: loose, it only stops floods (RATE_LIMIT_PER_MINUTE). */
export const accountRateLimit = {
  max: (request: FastifyRequest) => request.server.config.rateLimitPerMinute,
  timeWindow: 60_000,
};

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

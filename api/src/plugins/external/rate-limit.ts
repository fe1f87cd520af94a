import rateLimit, {
  type CreateRateLimitOptions,
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countHit, readHits, sweepRateLimits } from '../../db/rate-limits.repository.ts';
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
 * limit: `max` a setting (REGISTRATIONS_PER_HOUR, REPORTS_PER_HOUR), `scope` what it counts (its
 * name in the counts' table). The route asks once it has
 * read a valid request, so bad input is refused without using the address's allowance; over it,
 * the answer is a 429 with `message` and `Retry-After`, and the route stops (false).
 */
export function perAddressHourly(app: FastifyInstance, scope: string, max: number, message: Say) {
  const limit = app.createRateLimit({
    max,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => request.ip,
    scope,
  } as CreateRateLimitOptions);
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

/** How often a process sweeps the counts whose window is over. */
const SWEEP_EVERY_MS = 60_000;

/** What the plugin hands a store's `child`: the route's limit, with the route or the limit's scope. */
type ChildOptions = Partial<FastifyRateLimitOptions> & {
  routeInfo?: { method?: string | string[]; url?: string };
  scope?: string;
};

/**
 * Where every limit counts: the database every server process shares (db/rate-limits.repository.ts),
 * one atomic upsert per counted request, so N processes refuse at the same total as one. Each
 * route (or `perAddressHourly` scope) counts apart, as the plugin's in-memory store did.
 */
function databaseStore(app: FastifyInstance) {
  let sweptAt = 0;
  /** Now and then, the windows that are over go; a failed sweep is tried at the next. */
  const sweep = (now: number) => {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    sweepRateLimits(app.db, now).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not sweep the rate limits whose window is over'),
    );
  };
  return class DatabaseStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(_options?: unknown, scope = '') {
      this.#scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      sweep(now);
      countHit(app.db, `${this.#scope}\n${key}`, now, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      readHits(app.db, `${this.#scope}\n${key}`, Date.now()).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const route = options.routeInfo;
      const scope = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : options.scope;
      if (!scope) throw new Error('a rate limit made apart from a route needs a scope');
      return new DatabaseStore(undefined, scope);
    }
  };
}

/** Rate limiting, off by default; routes opt in with `config: { rateLimit: … }`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(messages.tooManyRequests), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit' },
);

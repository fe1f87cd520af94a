import type { FastifyInstance } from 'fastify';

/** Today's date as 'YYYY-MM-DD' in UTC, by the app's clock: listings expiring before it are not live. */
export const todayOf = (app: FastifyInstance) => app.now().toISOString().slice(0, 10);

import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day written out, and the milliseconds it spans: most calls fall on the same day. */
let lastDay = { start: 0, end: 0, text: '' };

/** Today's date as 'YYYY-MM-DD' in UTC, by the app's clock: listings expiring before it are not live. */
export function todayOf(app: FastifyInstance): string {
  const ms = app.now().getTime();
  if (ms < lastDay.start || ms >= lastDay.end) {
    const start = Math.floor(ms / DAY_MS) * DAY_MS;
    lastDay = { start, end: start + DAY_MS, text: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.text;
}

import type { FastifyInstance } from 'fastify';

/** Today's date as 'YYYY-MM-DD' in UTC, by the app's clock: listings expiring before it are not live. */
export const todayOf = (app: FastifyInstance) => app.now().toISOString().slice(0, 10);

/** A positive whole number written as text (form fields), or null. */
export function parseId(value: string | number | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

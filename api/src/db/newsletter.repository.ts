import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Subscribes an address; subscribing it again changes nothing. */
export async function subscribe(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ email: email.toLowerCase(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

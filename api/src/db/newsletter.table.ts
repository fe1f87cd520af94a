import type { Selectable } from 'kysely';

/** One newsletter subscriber. */
export interface NewsletterSubscriptionsTable {
  /** Stored lowercased: one subscription per address, whatever its case. */
  email: string;
  /** ISO 8601 UTC timestamp of the first subscription. */
  created_at: string;
}

export type NewsletterSubscription = Selectable<NewsletterSubscriptionsTable>;

import type { Kysely } from 'kysely';
import type { MediaStorage } from '../../uploads/storage.ts';
import type { Database } from '../schema.ts';

/** A demo member: the author, artist or seller behind demo content. */
export interface DemoMember {
  id: number;
  username: string;
}

/** What every demo seeder gets: the database, the media store, the clock and the demo members. */
export interface SeedContext {
  db: Kysely<Database>;
  media: MediaStorage;
  now: Date;
  members: DemoMember[];
}

export type Seeder = (context: SeedContext) => Promise<void>;

/**
 * Demo items in the order they were made. Demo rows are inserted oldest first so that, as for
 * members' own posts, ids follow creation time (searches list by id: db/search.ts).
 */
export function oldestFirst<T>(items: readonly T[], dateOf: (item: T) => string | number): T[] {
  const time = (item: T) => new Date(dateOf(item)).getTime();
  return [...items].sort((a, b) => time(a) - time(b));
}

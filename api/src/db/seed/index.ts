import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { MediaStorage } from '../../uploads/storage.ts';
import { insertNews } from '../news.repository.ts';
import type { Database } from '../schema.ts';
import { createUser, findUserByEmail, setUserRole } from '../users.repository.ts';
import { seedArticles } from './articles.ts';
import type { Seeder } from './context.ts';
import { seedMarketplace } from './marketplace.ts';
import { seedMedia } from './media.ts';
import { seedMembers } from './members.ts';
import { demoNews } from './news.ts';

/** The demo seeders of each domain, in order (members first: they author the rest). */
const seeders: Seeder[] = [
  async ({ db }) => {
    await insertNews(db, demoNews);
  },
  seedArticles,
  seedMarketplace,
  seedMedia,
];

/**
 * The tables whose rows are content: a database with a row in any of them is never seeded.
 * Accounts are not content, so an administrator made at first start (ADMIN_EMAIL) or members
 * who have posted nothing yet do not keep the demo content out.
 */
const CONTENT_TABLES = [
  'news',
  'articles',
  'songs',
  'reels',
  'youtube_entries',
  'featured_videos',
  'products',
] as const satisfies readonly (keyof Database)[];

export async function hasAnyContent(db: Kysely<Database>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('found'))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Fills a database that has no content yet with demo content: members, then each domain's
 * seeder, in one transaction (a start stopped half-way leaves no half-seeded site behind).
 * Returns whether it did.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  media: MediaStorage,
  now: Date,
): Promise<boolean> {
  if (await hasAnyContent(db)) return false;
  await db.transaction().execute(async (trx) => {
    const members = await seedMembers(trx, now);
    for (const seed of seeders) await seed({ db: trx, media, now, members });
  });
  return true;
}

/**
 * Makes sure an administrator account exists for this email: creates it with the given
 * password, or promotes an existing account (its password is left unchanged).
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  admin: { email: string; password: string },
  now: Date,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    await createUser(db, { username: 'admin', email: admin.email, passwordHash, role: 'admin', now });
    return 'created';
  }
  if (existing.role === 'admin') return 'unchanged';
  await setUserRole(db, existing.id, 'admin');
  return 'promoted';
}

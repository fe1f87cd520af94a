import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { MediaStorage } from '../../uploads/storage.ts';
import { hasAnyNews, insertNews } from '../news.repository.ts';
import type { Database } from '../schema.ts';
import { createUser, findUserByEmail, hasAnyUser, setUserRole } from '../users.repository.ts';
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
 * Fills a brand-new database (no users, no news) with demo content: members,
 * then each domain's seeder. Returns whether it did.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  media: MediaStorage,
  now: Date,
): Promise<boolean> {
  if ((await hasAnyUser(db)) || (await hasAnyNews(db))) return false;
  const members = await seedMembers(db, now);
  for (const seed of seeders) await seed({ db, media, now, members });
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

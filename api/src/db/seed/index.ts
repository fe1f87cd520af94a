import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import { hasAnyNews, insertNews } from '../news.repository.ts';
import type { Database } from '../schema.ts';
import { createUser, findUserByEmail, hasAnyUser, setUserRole } from '../users.repository.ts';
import { demoNews } from './news.ts';

/** Fills a brand-new database (no users, no news) with demo content. Returns whether it did. */
export async function seedDemoContent(db: Kysely<Database>): Promise<boolean> {
  if ((await hasAnyUser(db)) || (await hasAnyNews(db))) return false;
  await insertNews(db, demoNews);
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

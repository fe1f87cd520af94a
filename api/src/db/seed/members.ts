import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../schema.ts';
import { createUser, findUserByEmail } from '../users.repository.ts';
import type { DemoMember } from './context.ts';

/** Demo members from across the nine tribes. Nobody can log in as them: their passwords are random. */
const DEMO_MEMBERS = [
  { username: 'Kahindi Baya', email: 'kahindi.baya@demo.mijikenda.invalid' },
  { username: 'Kadzo Mwanajuma', email: 'kadzo.mwanajuma@demo.mijikenda.invalid' },
  { username: 'Karisa Chiruma', email: 'karisa.chiruma@demo.mijikenda.invalid' },
  { username: 'Dama Kazungu', email: 'dama.kazungu@demo.mijikenda.invalid' },
  { username: 'Mwaka Tsuma', email: 'mwaka.tsuma@demo.mijikenda.invalid' },
  { username: 'Sidi Mwarandu', email: 'sidi.mwarandu@demo.mijikenda.invalid' },
] as const;

/** The demo members, created where missing (a database whose content was all removed keeps them). */
export async function seedMembers(db: Kysely<Database>, now: Date): Promise<DemoMember[]> {
  const members: DemoMember[] = [];
  for (const member of DEMO_MEMBERS) {
    const existing = await findUserByEmail(db, member.email);
    const id =
      existing?.id ??
      (await createUser(db, {
        ...member,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        now,
      }));
    members.push({ id, username: member.username });
  }
  return members;
}

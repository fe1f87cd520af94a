import type { Kysely } from 'kysely';
import type { ProfileSchema } from 'shared-ui/contracts/entities';
import type { Static } from 'typebox';
import type { ProfilesTable } from './profiles.table.ts';
import type { Database } from './schema.ts';

/** What anyone may see of a member: the profile the API answers, the image null when unset. */
export type PublicProfile = Omit<Static<typeof ProfileSchema>, 'profile_image'> & {
  profile_image: string | null;
};

/** The editable text and number fields of a profile (the image has its own upload). */
export type ProfileFields = Partial<
  Pick<ProfilesTable, 'age' | 'place_of_birth' | 'skills' | 'career' | 'experience' | 'education'>
>;

export async function userExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The member's public profile, with empty fields when none was saved yet; undefined for an unknown id. */
export function findPublicProfile(db: Kysely<Database>, userId: number): Promise<PublicProfile | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id as user_id',
      'users.username',
      'profiles.age',
      'profiles.place_of_birth',
      'profiles.skills',
      'profiles.career',
      'profiles.experience',
      'profiles.education',
      'profiles.profile_image',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Creates or updates the profile row; only the given fields change. */
export async function saveProfile(
  db: Kysely<Database>,
  userId: number,
  fields: ProfileFields & { profile_image?: string | null },
  now: Date,
): Promise<void> {
  const changes = { ...fields, updated_at: now.toISOString() };
  await db
    .insertInto('profiles')
    .values({ user_id: userId, ...changes })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

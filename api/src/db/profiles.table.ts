import type { Insertable, Selectable, Updateable } from 'kysely';

/** One row per member who has saved a profile; a member without one has every field empty. */
export interface ProfilesTable {
  user_id: number;
  age: number | null;
  place_of_birth: string | null;
  skills: string | null;
  career: string | null;
  experience: string | null;
  education: string | null;
  /** Public path of the uploaded image; null means the default image. */
  profile_image: string | null;
  /** ISO 8601 UTC timestamp. */
  updated_at: string;
}

export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;

import { apiBase, apiRead, http, readJson } from 'shared-ui';
import { IMAGE_WIDTHS, imageAddress } from 'shared-ui/contracts';
import type { ProfileSchema, UserStatsSchema } from 'shared-ui/contracts/entities';
import { sendForm, type SendFormOptions } from 'shared-ui/upload';
import type { Static } from 'typebox';

/** GET /users/get_user_stats.php (spec section 7). */
export type UserStats = Static<typeof UserStatsSchema>;

/** GET /users/get_user_profile.php: the fields, the member's name and image name. */
export type Profile = Static<typeof ProfileSchema>;

/** The editable profile fields (spec section 3). */
export type ProfileFields = Omit<Profile, 'user_id' | 'username' | 'profile_image'>;

/** The member's follower figures; throws on a failure (the page shows 'Error fetching user stats.'). */
export async function getStats(userId: number): Promise<UserStats> {
  const response = await http().get(apiRead('users/get_user_stats.php', { user_id: userId }));
  const body = await readJson<UserStats>(response);
  if (!response.ok || typeof body.followersCount !== 'number') throw new Error('No stats');
  return { followersCount: body.followersCount, followingCount: body.followingCount ?? 0 };
}

/** The member's profile; throws on a failure (the page shows 'Error fetching profile data.'). */
export async function getProfile(userId: number): Promise<Profile> {
  const response = await http().get(apiRead('users/get_user_profile.php', { user_id: userId }));
  const body = await readJson<{ profile: Profile }>(response);
  if (!response.ok || !body.profile) throw new Error('No profile');
  return body.profile;
}

/** The address of a profile image (spec: profile images load from /users/{file}). */
export const profileImageUrl = (name: string) => imageAddress(apiBase(), 'users', name, IMAGE_WIDTHS.small);

/** The form's values as the edit screen holds them: text, the age as typed. */
export type ProfileValues = Record<keyof ProfileFields, string>;

/** POST /users/update_profile.php: `{success, message}`. Throws only on network failure. */
export async function updateProfile(
  userId: number,
  values: ProfileValues,
): Promise<{ success: boolean; message?: string }> {
  const age = values.age.trim();
  const response = await http().post('users/update_profile.php', {
    json: { ...values, age: age === '' ? null : Number(age), user_id: userId },
  });
  const body = await readJson<{ success: boolean; message: string }>(response);
  return { success: response.ok && body.success === true, message: body.message };
}

/** POST /users/update_profile-image.php (multipart: user_id, profile_image). Throws only on network failure. */
export async function updateProfileImage(userId: number, image: File, options?: SendFormOptions) {
  const form = new FormData();
  form.append('user_id', String(userId));
  form.append('profile_image', image);
  const answer = await sendForm<{ success: boolean; message: string; profile_image: string }>(
    'users/update_profile-image.php',
    form,
    options,
  );
  return { ...answer.body, success: answer.status < 300 && answer.body.success === true };
}

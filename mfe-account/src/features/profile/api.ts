import { answerOf, apiBase, call, read, replyOf, ReadFailed, type AnswerOf } from 'shared-ui';
import { IMAGE_WIDTHS, imageAddress } from 'shared-ui/contracts';
import {
  getUserProfile,
  getUserStats,
  updateProfile as updateProfileEndpoint,
  updateProfileImage as updateProfileImageEndpoint,
} from 'shared-ui/contracts/users';
import { sendForm, type SendFormOptions } from 'shared-ui/upload';

/** A member's follower figures (spec section 7). */
export type UserStats = AnswerOf<typeof getUserStats>;

/** A member's profile: the fields, the member's name and image name. */
export type Profile = AnswerOf<typeof getUserProfile>['profile'];

/** The editable profile fields (spec section 3). */
export type ProfileFields = Omit<Profile, 'user_id' | 'username' | 'profile_image'>;

/** The member's follower figures; throws on a failure (the page shows 'Error fetching user stats.'). */
export async function getStats(userId: number): Promise<UserStats> {
  const response = await read(getUserStats, { query: { user_id: userId } });
  const stats = await answerOf(getUserStats, response);
  if (typeof stats.followersCount !== 'number') throw new ReadFailed(response.status, response.url);
  return stats;
}

/** The member's profile; throws on a failure (the page shows 'Error fetching profile data.'). */
export async function getProfile(userId: number): Promise<Profile> {
  const response = await read(getUserProfile, { query: { user_id: userId } });
  const { profile } = await answerOf(getUserProfile, response);
  if (!profile) throw new ReadFailed(response.status, response.url);
  return profile;
}

/** The address of a profile image (spec: profile images load from /users/{file}). */
export const profileImageUrl = (name: string) => imageAddress(apiBase(), 'users', name, IMAGE_WIDTHS.small);

/** The form's values as the edit screen holds them: text, the age as typed. */
export type ProfileValues = Record<keyof ProfileFields, string>;

/** Saves the profile fields: `{success, message}`. Throws only on network failure. */
export async function updateProfile(
  userId: number,
  values: ProfileValues,
): Promise<{ success: boolean; message?: string }> {
  const age = values.age.trim();
  const response = await call(updateProfileEndpoint, {
    body: { ...values, age: age === '' ? null : Number(age), user_id: userId },
  });
  const body = await replyOf(updateProfileEndpoint, response);
  return { success: response.ok && body.success === true, message: body.message };
}

/** Replaces the profile image (multipart: user_id, profile_image). Throws only on network failure. */
export async function updateProfileImage(userId: number, image: File, options?: SendFormOptions) {
  const form = new FormData();
  form.append('user_id', String(userId));
  form.append('profile_image', image);
  const answer = await sendForm(updateProfileImageEndpoint, form, options);
  return { ...answer.body, success: answer.status < 300 && answer.body.success === true };
}

/**
 * A member's public profile and follower figures (spec sections 3 and 7), defined once: the
 * API's route schemas use these; a client reads the types with `Static<>`.
 */
import { Type } from 'typebox';

/**
 * Shown for members who have not uploaded a picture. Like an uploaded one it is a
 * name under the profile images path: the client loads `/users/{profile_image}`.
 */
export const DEFAULT_PROFILE_IMAGE = 'default-profile.svg';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** GET /users/get_user_profile.php: the member's fields, name and image name. */
export const ProfileSchema = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  age: Type.Union([Type.Integer(), Type.Null()]),
  place_of_birth: NullableText,
  skills: NullableText,
  career: NullableText,
  experience: NullableText,
  education: NullableText,
  profile_image: Type.String({ description: `The uploaded image, or ${DEFAULT_PROFILE_IMAGE}` }),
});

/** GET /users/get_user_stats.php (spec section 7). */
export const UserStatsSchema = Type.Object({
  followersCount: Type.Integer({ minimum: 0 }),
  followingCount: Type.Integer({ minimum: 0 }),
});

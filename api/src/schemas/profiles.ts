import { Type } from 'typebox';
import { DEFAULT_PROFILE_IMAGE, ProfileSchema, UserStatsSchema } from 'shared-ui/contracts/entities';

/** Refusals of the profile and stats calls (texts the spec does not quote). */
export const profileMessages = {
  userNotFound: 'User not found.',
  badUserId: 'user_id must be a positive whole number.',
  ownProfileOnly: 'You can only change your own profile.',
} as const;

export { DEFAULT_PROFILE_IMAGE };

/** The longest text a profile field may hold. */
export const PROFILE_TEXT_MAX = 500;

export const UserId = Type.Integer({ minimum: 1, description: "A member's id" });

export const UserIdQuery = Type.Object({ user_id: UserId });

/** `{success, message}`: the answer shape of the profile and follow writes. */
export const SuccessAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});

/** spec section 7, `get_user_stats.php`. */
export const UserStats = UserStatsSchema;

export const Profile = ProfileSchema;

export const ProfileAnswer = Type.Object({
  status: Type.Literal('success'),
  profile: Profile,
});

/* A type list rather than anyOf, so a refusal names the real problem (e.g. the length). */
const ProfileText = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: PROFILE_TEXT_MAX,
    description: `At most ${PROFILE_TEXT_MAX} characters; empty or null clears the field`,
  }),
);

/** spec section 7, `update_profile.php`: the caller's own id and the fields to change. */
export const ProfileUpdateBody = Type.Object({
  user_id: UserId,
  age: Type.Optional(
    // Null first: with type coercion a null would otherwise turn into 0.
    Type.Union([Type.Null(), Type.Number(), Type.String({ maxLength: 10 })], {
      description: 'Whole years from 0 to 150 (a number input may send it as text); empty or null clears it',
    }),
  ),
  place_of_birth: ProfileText,
  skills: ProfileText,
  career: ProfileText,
  experience: ProfileText,
  education: ProfileText,
});

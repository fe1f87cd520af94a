/** Refusals of the profile and stats calls (texts the spec does not quote). */
export const profileMessages = {
  userNotFound: 'User not found.',
  badUserId: 'user_id must be a positive whole number.',
  ownProfileOnly: 'You can only change your own profile.',
} as const;

export { DEFAULT_PROFILE_IMAGE } from 'shared-ui/contracts/entities';
export { PROFILE_TEXT_MAX } from 'shared-ui/contracts/users';

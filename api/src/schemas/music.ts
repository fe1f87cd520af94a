/** Texts of the media calls that the spec does not quote. */
export const mediaMessages = {
  songNotFound: 'Song not found.',
  musicFound: 'Music found.',
  musicDeleted: 'Music deleted.',
  reelNotFound: 'Reel not found.',
  reelsFound: 'Reels found.',
  reelDeleted: 'Reel deleted.',
  ownAccountOnly: 'You can only add content to your own account.',
  ownContentOnly: 'You can only delete your own content.',
  userIdRequired: 'user_id is required.',
  badUserId: 'userid must be a positive whole number.',
} as const;

/** The 'payload user is the caller' texts of the media uploads (music, reels, YouTube). */
export const mediaPayloadUser = {
  missing: () => mediaMessages.userIdRequired,
  notCaller: () => mediaMessages.ownAccountOnly,
};

/** The music endpoints' schemas are their contract's (shared-ui/contracts/music). */
export { MUSIC_PAGE_SIZE } from 'shared-ui/contracts/music';

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
  /** Why a song's copies could not be made (its owner reads it in My songs, or as the upload's 400). */
  songNotMedia: 'We could not process this song: the file is not audio we can read.',
  songTooLong: 'We could not process this song: it is longer than 15 minutes.',
  songFailed: 'We could not process this song: the file is damaged or incomplete.',
  /** Why a reel's copies could not be made. */
  reelNotMedia: 'We could not process this video: the file is not a video we can read.',
  reelTooLong: 'We could not process this video: it is longer than 3 minutes.',
  reelTooLarge: 'We could not process this video: it is larger than 4096 pixels on a side.',
  reelNoAudio: 'We could not process this video: it has no sound.',
  reelFailed: 'We could not process this video: the file is damaged or incomplete.',
} as const;

/** The 'payload user is the caller' texts of the media uploads (music, reels, YouTube). */
export const mediaPayloadUser = {
  missing: () => mediaMessages.userIdRequired,
  notCaller: () => mediaMessages.ownAccountOnly,
};

/** The music endpoints' schemas are their contract's (shared-ui/contracts/music). */
export { MUSIC_PAGE_SIZE } from 'shared-ui/contracts/music';

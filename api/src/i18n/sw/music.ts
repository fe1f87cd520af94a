import type { Translation } from 'shared-ui/i18n/translation';
import type { mediaMessages as en, mediaPayloadUser as enPayloadUser } from '../../schemas/music.ts';

/** Kiswahili for ../../schemas/music.ts. */
export const mediaMessages: Translation<typeof en> = {
  songNotFound: 'Wimbo haukupatikana.',
  musicFound: 'Muziki umepatikana.',
  musicDeleted: 'Muziki umefutwa.',
  reelNotFound: 'Video fupi haikupatikana.',
  reelsFound: 'Video fupi zimepatikana.',
  reelDeleted: 'Video fupi imefutwa.',
  ownAccountOnly: 'Unaweza kuongeza maudhui kwenye akaunti yako tu.',
  ownContentOnly: 'Unaweza kufuta maudhui yako tu.',
  userIdRequired: 'user_id inahitajika.',
  badUserId: 'userid lazima iwe namba kamili kuanzia 1.',
};

/** The 'payload user is the caller' texts of the media uploads (music, reels, YouTube). */
export const mediaPayloadUser: Translation<typeof enPayloadUser> = {
  missing: mediaMessages.userIdRequired,
  notCaller: mediaMessages.ownAccountOnly,
};

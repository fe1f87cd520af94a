import type { Translation } from 'shared-ui/i18n/translation';
import type { mediaMessages as en } from '../../schemas/music.ts';

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

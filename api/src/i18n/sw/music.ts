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
  songNotMedia: 'Hatukuweza kuchakata wimbo huu: faili si sauti tunayoweza kusoma.',
  songTooLong: 'Hatukuweza kuchakata wimbo huu: ni mrefu kuliko dakika 15.',
  songFailed: 'Hatukuweza kuchakata wimbo huu: faili limeharibika au halijakamilika.',
  reelNotMedia: 'Hatukuweza kuchakata video hii: faili si video tunayoweza kusoma.',
  reelTooLong: 'Hatukuweza kuchakata video hii: ni ndefu kuliko dakika 3.',
  reelTooLarge: 'Hatukuweza kuchakata video hii: ni kubwa kuliko pikseli 4096 upande mmoja.',
  reelNoAudio: 'Hatukuweza kuchakata video hii: haina sauti.',
  reelFailed: 'Hatukuweza kuchakata video hii: faili limeharibika au halijakamilika.',
};

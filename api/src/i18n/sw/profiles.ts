import type { Translation } from 'shared-ui/i18n/translation';
import type { profileMessages as en } from '../../schemas/profiles.ts';

/** Kiswahili for ../../schemas/profiles.ts. */
export const profileMessages: Translation<typeof en> = {
  userNotFound: 'Mtumiaji hakupatikana.',
  badUserId: 'user_id lazima iwe namba kamili kuanzia 1.',
  ownProfileOnly: 'Unaweza kubadilisha wasifu wako tu.',
};

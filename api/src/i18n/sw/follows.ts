import type { Translation } from 'shared-ui/i18n/translation';
import type { followMessages as en } from '../../schemas/follows.ts';

/** Kiswahili for ../../schemas/follows.ts. */
export const followMessages: Translation<typeof en> = {
  notYourself: 'Unaweza kufuata au kuacha kufuata waandishi kwa akaunti yako tu.',
  selfFollow: 'Huwezi kujifuata mwenyewe.',
  authorNotFound: 'Mwandishi hakupatikana.',
};

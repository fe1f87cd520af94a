import type { Translation } from 'shared-ui/i18n/translation';
import type { notificationMessages as en } from '../../schemas/notifications.ts';

/** Kiswahili for ../../schemas/notifications.ts. */
export const notificationMessages: Translation<typeof en> = {
  notFound: 'Arifa haikupatikana.',
};

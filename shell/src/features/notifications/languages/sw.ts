/** Kiswahili for the notifications page, its dates and its login dialog (loaded with it, for Kiswahili pages only). */
import type { TranslationPair } from 'shared-ui/i18n/apply';
import { auth } from 'shared-ui/texts/auth';
import { dates } from 'shared-ui/texts/dates';
import { auth as authSw } from 'shared-ui/texts/sw/auth';
import { dates as datesSw } from 'shared-ui/texts/sw/dates';
import { notifications } from '../../../texts/notifications.ts';
import { notifications as notificationsSw } from '../../../texts/sw/notifications.ts';

export default [
  [notifications, notificationsSw],
  [auth, authSw],
  [dates, datesSw],
] satisfies readonly TranslationPair[];

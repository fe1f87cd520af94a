import { answerOf, call, read } from 'shared-ui';
import {
  getNotificationSettings,
  setNotificationSettings,
  type NotificationKind,
} from 'shared-ui/contracts/notifications';
import { loadRuntimeConfig } from '../remotes/runtime-config.ts';

/** The kinds of notification the member turned off. A refusal or a lost connection throws. */
export async function notificationsTurnedOff(): Promise<NotificationKind[]> {
  await loadRuntimeConfig().catch(() => undefined);
  const response = await read(getNotificationSettings);
  return (await answerOf(getNotificationSettings, response)).off;
}

/** Turns off the kinds in `off` and on the others: the kinds off as the server kept them. Throws when it did not. */
export async function turnNotificationsOff(off: NotificationKind[]): Promise<NotificationKind[]> {
  const response = await call(setNotificationSettings, { body: { off } });
  return (await answerOf(setNotificationSettings, response)).off;
}

import { answerOf, call, pageInAnswer, read, ReadFailed, type ListPage } from 'shared-ui';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from 'shared-ui/contracts/notifications';
import { setUnreadCount } from '../../shared/unread-notifications.ts';
import { loadRuntimeConfig } from '../remotes/runtime-config.ts';

/** One page of the member's notifications, newest first; the bell's count follows the answer. */
export async function notificationsPage(page: number): Promise<ListPage<NotificationItem>> {
  // The API's address comes with the runtime configuration (a page opened directly may ask first).
  await loadRuntimeConfig().catch(() => undefined);
  const response = await read(listNotifications, { query: { page } });
  const answer = await answerOf(listNotifications, response);
  const items = pageInAnswer(listNotifications, answer, 'notifications');
  if (!items) throw new ReadFailed(response.status, response.url);
  if (typeof answer.unread === 'number') setUnreadCount(answer.unread);
  return items;
}

/** Marks one notification read; true once the server has. The bell's count follows the answer. */
export async function markRead(id: number): Promise<boolean> {
  try {
    const response = await call(markNotificationRead, { params: { id } });
    if (!response.ok) return false;
    setUnreadCount((await answerOf(markNotificationRead, response)).unread);
    return true;
  } catch {
    return false;
  }
}

/** Marks every notification read; true once the server has. The bell's count follows the answer. */
export async function markAllRead(): Promise<boolean> {
  try {
    const response = await call(markAllNotificationsRead, {});
    if (!response.ok) return false;
    setUnreadCount((await answerOf(markAllNotificationsRead, response)).unread);
    return true;
  } catch {
    return false;
  }
}

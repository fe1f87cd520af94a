import type { NotificationItem } from 'shared-ui/contracts/notifications';

const HOUR_MS = 3600 * 1000;

/** A notification as the API answers it: unread, from 2 hours ago, about an article. */
export function notification(id: number, fields: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'comment',
    actor_id: 3,
    actor_name: 'Amina Mwende',
    subject: 'article',
    subject_id: 12,
    subject_title: 'The Kaya forests',
    rating: null,
    reason: null,
    created_at: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    read: false,
    ...fields,
  };
}

/** A page of the list answer. */
export const listAnswer = (notifications: NotificationItem[], { page = 1, hasMore = false } = {}) => ({
  notifications,
  unread: notifications.filter((item) => !item.read).length,
  page,
  hasMore,
});

import { pagePath, PAGES } from 'shared-ui';
import type { NotificationItem } from 'shared-ui/contracts/notifications';
import { notifications as t } from '../../texts/notifications.ts';

/** The sentence a notification reads as, from the catalogue by its kind. */
export function notificationText(item: NotificationItem): string {
  const name = item.actor_name ?? t.someone;
  const title = item.subject_title ?? t.untitled;
  switch (item.kind) {
    case 'follow':
      return t.follow(name);
    case 'comment':
      return t.comment(name, title);
    case 'review':
      return t.review(name, title, item.rating ?? 0);
    case 'published':
      return t.published(title);
    case 'rejected':
      return t.rejected(title, item.reason);
    case 'removed':
      return t.removed(t.subjects[item.subject], title, item.reason);
    case 'ticket_reply':
      return t.ticketReply(title);
  }
}

/** The page of what a notification is about (its list, when the server gives no id). */
export function notificationLink(item: NotificationItem): string {
  const id = item.subject_id;
  switch (item.subject) {
    case 'member': {
      const member = item.actor_id ?? id;
      return member === null ? PAGES.profile : pagePath(PAGES.author, { userId: member });
    }
    case 'article':
    case 'comment':
      return id === null ? PAGES.articles : pagePath(PAGES.article, { id });
    case 'product':
      return id === null ? PAGES.marketplace : pagePath(PAGES.product, { productId: id });
    case 'reel':
      return id === null ? PAGES.reels : pagePath(PAGES.shareReel, { reelId: id });
    case 'song':
      return id === null ? PAGES.music : pagePath(PAGES.song, undefined, { id });
    case 'video':
    case 'video_comment':
      return PAGES.videos;
    case 'ticket':
      return PAGES.contact;
  }
}

/**
 * The shell's /notifications page: a member's notifications, each one's sentence by its kind,
 * and what a guest is asked. Imported by that page only (the header's bell is in `texts.layout`).
 */
export const notifications = {
  list: 'Your notifications',
  loading: 'Loading your notifications…',
  empty: 'You have no notifications yet.',
  failed: 'We could not load your notifications. Please check your connection and try again.',
  noMore: 'No more notifications.',
  markAll: 'Mark all as read',
  markedAll: 'All your notifications are marked as read.',
  markAllFailed: 'We could not mark your notifications as read. Please try again.',
  /** Read out before an unread notification (the page shows it in bold). */
  unread: 'Unread:',
  guest: {
    text: 'Log in to see what happened to you and to what you posted: new followers, comments, reviews and replies.',
    logIn: 'Log in',
    reason: 'Please log in to see your notifications.',
  },
  /** Who did it when the server names no one. */
  someone: 'A member',
  /** An item whose title the server does not give. */
  untitled: 'untitled',
  /** What a removed item was, in words. */
  subjects: {
    member: 'profile',
    article: 'article',
    product: 'product',
    reel: 'reel',
    song: 'song',
    video: 'video',
    comment: 'comment',
    video_comment: 'comment',
    ticket: 'ticket',
  },
  follow: (name: string) => `${name} started following you`,
  comment: (name: string, title: string) => `${name} commented on your article "${title}"`,
  review: (name: string, product: string, stars: number) =>
    `${name} reviewed "${product}": ${stars} out of 5`,
  published: (title: string) => `Your article "${title}" was published`,
  rejected: (title: string, reason: string | null) =>
    reason
      ? `Your article "${title}" was not published: ${reason}`
      : `Your article "${title}" was not published`,
  removed: (kind: string, title: string, reason: string | null) =>
    reason ? `Your ${kind} "${title}" was removed: ${reason}` : `Your ${kind} "${title}" was removed`,
  ticketReply: (ticketNo: string) => `Your contact ticket ${ticketNo} has a reply`,
} as const;

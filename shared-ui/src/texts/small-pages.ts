/**
 * The shell's small pages (Access Denied, Page not found, notifications, settings), imported by
 * those pages only: they load when opened, not with every first visit.
 */
export const smallPages = {
  accessDenied: {
    title: 'Access Denied',
    returnHome: 'Return to Home',
    notPermitted:
      'You are logged in, but you do not have permission to view this page. Your role or department may be restricted.',
    askAdministrator:
      'Please contact the system administrator, who can grant you access under admins/permissions. Log in again once access has been granted.',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find that page. It may have moved, or the link may be mistyped.',
    home: 'Go to Home',
  },
  notifications: {
    none: 'You have no notifications yet.',
    /** A sentence around a link to /news. */
    news: { before: 'Announcements and upcoming events are on the ', link: 'news page', after: '.' },
  },
  settings: {
    comingSoon: 'More features are coming soon.',
    lowData: 'Low-data mode',
    lowDataHint:
      'Smaller pictures, and no video or music loads until you press play. It follows your browser’s data saver unless you choose here.',
  },
} as const;

/**
 * The shell's small pages (Access Denied, Page not found, settings), imported by those pages
 * only: they load when opened, not with every first visit.
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
  settings: {
    comingSoon: 'More features are coming soon.',
    /** The Language select: its options are each language's own name. */
    language: 'Language',
    languageHint: 'The language of the site’s words, dates and amounts. The page reloads in it.',
    lowData: 'Low-data mode',
    lowDataHint:
      'Smaller pictures, and no video or music loads until you press play. It follows your browser’s data saver unless you choose here.',
    /** A member's notifications: one switch per kind. */
    notifications: {
      title: 'Notifications',
      hint: 'Choose what we tell you about. A kind you turn off is neither shown nor counted.',
      loading: 'Loading your notification settings…',
      failed: 'We could not load your notification settings.',
      saveFailed: 'We could not save that change, so it was undone. Please try again.',
      kinds: {
        follow: 'New followers',
        comment: 'Comments on my articles',
        review: 'Reviews of my products',
        published: 'My articles published',
        rejected: 'My articles not published',
        removed: 'My items removed',
        ticket_reply: 'Replies to my contact tickets',
      },
    },
  },
} as const;

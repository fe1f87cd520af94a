/**
 * The texts more than one app reads, and the server's messages with them: the spec's texts but
 * the shell's (site.ts) and those one remote alone reads (in its module: account.ts, media.ts,
 * stories.ts, marketplace.ts), and the labels the remotes share. Part of `texts` (index.ts); the
 * form rules (shared-ui/validation) import this module, not index.ts, so an app that bundles
 * them does not carry the shell's texts (site.ts) twice.
 */

export const core = {
  common: {
    /** What a page or a list says while its content loads. */
    loadingContent: 'Loading…',
    somethingWentWrong: 'Something went wrong.',
    retry: 'Try again',
    loading: 'Loading',
    notSpecified: 'Not Specified',
    loadMore: 'Load More',
    /** A list's plain links to its pages (they stand in for Load More without script). */
    nextPage: 'Next page',
    previousPage: 'Previous page',
    /** Sends a search form, shown only where no script runs (with it, lists follow each change). */
    apply: 'Apply',
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'OK',
    delete: 'Delete',
    search: 'Search',
  },
  /** The design system's own words (shared-ui components). */
  form: {
    /** The counter under a field with a length limit. */
    characterCount: (used: number, max: number) => `${used} / ${max}`,
    /** Read out once a field nears its limit. */
    charactersLeft: (left: number) => `${left} character(s) left`,
    chooseFile: 'Choose a file',
    removeFile: 'Remove the file',
    selectedFile: (name: string, size: string) => `${name} (${size})`,
    uploading: (percent: number) => `Uploading… ${percent}%`,
    invalidType: (accepted: string) => `Please choose a file of type ${accepted}.`,
    tooLarge: (max: string) => `The file is too large. The limit is ${max}.`,
    preview: (name: string) => `Preview of ${name}`,
    noMore: 'Nothing more to load.',
    loadFailed: 'This list could not be loaded.',
  },
  news: {
    emptyHome: 'No recent news available.',
    emptyPage: 'No news available.',
    copyLink: 'Copy link',
    learnMore: 'Learn more',
    title: 'News and announcements',
    loading: 'Loading news…',
    readMore: 'Read more news',
  },
  profile: {
    statsFailed: 'Error fetching user stats.',
    profileFailed: 'Error fetching profile data.',
    updateFailed: 'Error updating profile.',
    imageUpdateFailed: 'Error updating profile image.',
    imageUpdateError: 'An error occurred while updating the image.',
    imageRequired: 'Please select an image to update.',
    updated: 'Profile updated successfully!',
    imageUpdated: 'Profile image updated successfully!',
  },
  reels: {
    none: 'No reels found.',
    failed: 'Failed to fetch reels.',
    heading: 'My Reels',
    loading: 'Loading your reels...',
    empty: "You haven't posted any reels yet.",
  },
  music: {
    failed: 'Failed to fetch music.',
    none: 'No music found.',
    empty: "You haven't posted any music yet.",
    noSongs: 'No songs available.',
    playError: 'There was an issue playing the song. Please try again.',
    listenNow: 'Listen Now',
    title: 'Nyimbo za Mijikenda',
    subtitle: 'Songs of the Mijikenda community',
    searchLabel: 'Search by title or artist',
    sort: 'Sort',
    sorts: { recent: 'Recent', liked: 'Top Liked', category: 'Category' },
    loading: 'Loading songs…',
    list: 'Songs',
  },
  youtube: {
    failed: 'Failed to fetch YouTube videos.',
    none: 'No YouTube videos found.',
    empty: "You haven't posted any YouTube videos yet.",
    noUrl: 'No URL',
  },
  comments: { failed: 'Failed to add comment.' },
  /** Texts of form rules the spec states without wording (section 5). */
  validation: {
    required: (field: string) => `${field} is required.`,
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
    notANumber: (field: string) => `${field} must be a number.`,
    negative: (field: string) => `${field} cannot be negative.`,
    imageRequired: (field: string) => `${field} must be an image file.`,
    videoRequired: (field: string) => `${field} must be a video file.`,
    whatsapp: 'Enter the WhatsApp number as +254 followed by 9 digits.',
    pastDate: 'The expiry date must be today or later.',
    invalidDate: (field: string) => `${field} must be a valid date.`,
  },
} as const;

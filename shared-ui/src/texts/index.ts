/**
 * The catalogue of user-facing texts. Every text quoted by the product
 * specification lives here exactly once; components and tests import it.
 * Pure data: the server imports this module too.
 */

export const PRODUCT_NAME = 'Mijikenda Community Platform';

export const texts = {
  common: {
    somethingWentWrong: 'Something went wrong.',
    retry: 'Try again',
    loading: 'Loading',
    notSpecified: 'Not Specified',
  },
  news: {
    emptyHome: 'No recent news available.',
    emptyPage: 'No news available.',
  },
  newsletter: {
    invalidEmail: 'Please enter a valid email address.',
    failed: 'An error occurred.',
    network: 'Something went wrong. Please try again later.',
  },
  contact: {
    failed: 'Submission failed.',
    network: 'Something went wrong. Please try again.',
    copied: 'Copied',
  },
  ticket: {
    notFound: 'Ticket not found.',
    network: 'Error fetching ticket status.',
    noResponse: 'No response yet.',
  },
  auth: {
    invalidEmail: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 4 characters.',
    usernameRequired: 'Username is required.',
    invalidCredentials: 'Invalid email or password.',
    network: 'Network error. Please try again.',
    attemptsLeft: (n: number) => `Login failed. You have ${n} attempt(s) left before cooldown.`,
    lockedFive: 'Too many failed attempts. Try again in 5 minutes.',
    lockedTwenty: 'Too many failed attempts. Try again in 20 minutes.',
    lockedMinutes: (n: number) => `Too many failed attempts. Please try again in ${n} minute(s).`,
    loginSuccess: 'Login successful!',
    registerSuccess: 'Registration successful!',
    emailTaken: 'An account with this email already exists.',
    registerFailed: 'Registration failed.',
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
  posts: { none: 'No posts found.', failed: 'Failed to load posts.' },
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
  },
  youtube: {
    failed: 'Failed to fetch YouTube videos.',
    none: 'No YouTube videos found.',
    empty: "You haven't posted any YouTube videos yet.",
    noUrl: 'No URL',
  },
  remove: {
    confirm: (what: 'reel' | 'music' | 'video') => `Are you sure you want to delete this ${what}?`,
    reelFailed: 'Failed to delete the reel.',
    musicFailed: 'Failed to delete the music.',
    videoFailed: 'Failed to delete the video.',
  },
  create: {
    submitting: 'Submitting...',
    articleFailed: 'Error creating article, please try again.',
    reelFailed: 'Error creating real, please try again.',
    musicFailed: 'Error uploading music, please try again.',
    youtubeFailed: 'Error creating, please try again.',
    musicNetwork: 'Error uploading music!',
    musicNetworkSize: 'Error uploading music , Check your Music size!',
    articleCreated: 'Article created successfully!',
    reelCreated: 'Real created successfully!',
    musicUploaded: 'Music uploaded successfully!',
    youtubeAdded: 'Youtube added successfully!',
    invalidFileType: 'Invalid file type. Please upload an MP3, MP4, or MPEG file.',
    invalidMusicFileType: (type: string) => `Invalid file type (${type}). Please upload an MP4 or MP3 file.`,
    fileTooLarge: 'File is too large! Please upload a file smaller than 10MB.',
  },
  products: {
    fetchFailed: 'Failed to fetch products.',
    categoriesFailed: 'Failed to fetch categories.',
    detailFailed: 'Failed to fetch product details',
    loginToSubmit: 'Please log in to submit a product.',
    unexpected: 'Error: Unexpected response structure.',
    submitFailed: 'Error submitting product. Please try again.',
    noMore: 'No more products to load.',
    noneFound: 'No products found. Try adjusting your search or filters.',
    searchPlaceholder: 'Search products...',
    allCategories: 'All Categories',
    sortByPrice: 'Sort by Price',
    loadMore: 'Load More',
    listYourProducts: 'List your Products & Services',
  },
  review: {
    loginRequired: 'You need to be logged in to submit a review',
    ratingRequired: 'Please provide a rating before submitting your review',
    addFailed: 'Failed to add review',
    submitFailed: 'Failed to submit review',
    added: 'Review added successfully!',
    none: 'No reviews yet',
  },
  comments: { failed: 'Failed to add comment.' },
  videos: {
    alreadyLiked: 'You have already liked this video.',
    likeError: (detail: string) => `Error liking video: ${detail}`,
  },
  articles: {
    title: 'Articles & Stories',
    userMode: 'User Mode',
    guestMode: 'Guest Mode',
    empty: 'No articles found. Please check your internet connection.',
    mediaFailed: 'Sorry, the media failed to load.',
    shareCopied: 'Article URL copied to clipboard!',
    readMore: 'Read More',
    showLess: 'Show Less',
    loadMore: 'Load More',
  },
  follow: {
    following: 'You are now following the author.',
    unfollowed: 'You have unfollowed the author.',
    loginRequired: 'Please log in to follow an author.',
  },
  accessDenied: {
    title: 'Access Denied',
    returnHome: 'Return to Home',
  },
} as const;

export type Texts = typeof texts;

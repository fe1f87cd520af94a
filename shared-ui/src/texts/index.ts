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
    thanks: 'Thank you for subscribing!',
  },
  contact: {
    failed: 'Submission failed.',
    network: 'Something went wrong. Please try again.',
    copied: 'Copied',
    received: 'Thank you! We have received your message.',
    copyTicket: 'Copy ticket number',
  },
  ticket: {
    notFound: 'Ticket not found.',
    network: 'Error fetching ticket status.',
    noResponse: 'No response yet.',
    statuses: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
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
    tabs: ['Create Article', 'Create Real', 'Add Music', 'Add YouTube Video ID'],
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
    notPermitted:
      'You are logged in, but you do not have permission to view this page. Your role or department may be restricted.',
    askAdministrator:
      'Please contact the system administrator, who can grant you access under admins/permissions. Log in again once access has been granted.',
  },
  home: {
    explorePillars: 'Explore Our Key Pillars',
    hidePillars: 'Hide Our Key Pillars',
    getInvolved: 'Get Involved',
    learnAboutUs: 'Learn About Us',
    enterPlatform: 'Enter Platform',
    karibu: 'Karibu',
    tagline: 'Uniting the Mijikenda through storytelling, talent and cultural resilience.',
    welcomeTagline: 'A digital space for the Mijikenda community: our stories, our music, our market.',
    logoKaya: 'Kaya tree emblem of the Mijikenda Community Platform',
    logoNgoma: 'Ngoma drum emblem of the Mijikenda Community Platform',
    pauseSlideshow: 'Pause the slideshow',
    playSlideshow: 'Play the slideshow',
  },
  /** The community as the spec describes it (section 1). */
  community: {
    tribes: ['Giriama', 'Digo', 'Chonyi', 'Duruma', 'Kambe', 'Ribe', 'Rabai', 'Jibana', 'Kauma'],
    pillars: [
      'Empowering youth through talent and education',
      'Reviving cultural pride and traditional practices',
      'Promoting storytelling and digital media from the community',
      'Fighting for social and land justice',
      'Building community-based departments and teams',
    ],
    coreValues: [
      {
        title: 'Unity and Identity',
        summary: 'Uniting the nine tribes as one people.',
        details:
          'Giriama, Digo, Chonyi, Duruma, Kambe, Ribe, Rabai, Jibana and Kauma share roots, languages and the Kaya. We keep that bond alive.',
      },
      {
        title: 'Knowledge and Storytelling',
        summary: 'Oral histories, youth poetry and digital storytellers.',
        details:
          'Elders pass on what they know by word of mouth; young poets and filmmakers carry it on. We record, publish and share both.',
      },
      {
        title: 'Empowerment and Justice',
        summary: 'Legal support, workshops and advocacy on land injustice.',
        details:
          'We connect families with legal aid, run workshops on land rights and speak up together where land has been taken unjustly.',
      },
      {
        title: 'Global Connection',
        summary: 'Linking Mijikenda at home and around the world.',
        details:
          'Wherever our people live, this platform keeps them close to home: to its news, its music, its markets and its people.',
      },
    ],
  },
  /** The shared layout: header controls, drawers, cookie banner, floating contact button. */
  layout: {
    mainNavigation: 'Main',
    more: 'More',
    closeMore: 'Close More',
    menu: 'Menu',
    closeMenu: 'Close menu',
    notifications: 'Notifications',
    profile: 'Profile',
    careers: 'Careers',
    comingSoon: 'Coming soon',
    skipToContent: 'Skip to content',
    offline: 'You are offline. Pages you have opened before still work.',
    footerTagline: 'Nine tribes, one community.',
  },
  cookies: {
    title: 'Cookies on this site',
    message:
      'We use a cookie to remember your choice and keep the site working. Accept all cookies, or reject the optional ones.',
    acceptAll: 'Accept All',
    reject: 'Reject',
  },
  contactButton: {
    label: 'Contact Us',
    dismiss: 'Dismiss the Contact Us button',
  },
  appUpdate: {
    available: 'A new version is available.',
    reload: 'Reload',
    later: 'Later',
  },
  install: {
    title: 'Install the app',
    intro:
      'Install the free app to open the platform from your home screen and keep reading stories, news, music and the marketplace when you are offline.',
    button: 'Install the app',
    installed: 'Thank you! The app is installed.',
    dismissed: 'No problem. You can install the app later from this page.',
    unavailable:
      'Your browser has not offered an installation yet. Use its menu (for example Add to Home Screen), or come back after browsing a little.',
  },
  marketplace: {
    viewDetails: 'View Details',
    chatWithSeller: 'Chat with Seller',
    viewMyProducts: 'View My Products',
    currency: 'Ksh',
  },
  featured: {
    showMore: 'Show More',
  },
  settings: {
    comingSoon: 'More features are coming soon.',
  },
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

export type Texts = typeof texts;

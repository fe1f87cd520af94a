/**
 * The shell's texts shown on every page or on its first screens (the layout, home), with the
 * spec's texts among them, part of the always-loaded `texts`. The other pages' texts have a
 * module of their own (about.ts, contact.ts, install.ts, small-pages.ts, legal/), loaded by
 * their page only.
 */
export const site = {
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
    /** The hero's six scenes, in slideshow order. */
    heroAlts: [
      'Coconut palms on the shore at sunset',
      'A path into a sacred Kaya forest',
      'Dancers around a fire at dusk, a drummer beside them',
      'A dhow under sail on the ocean at sunrise',
      'A baobab beside a homestead in the golden hour',
      'Palms and green hills under a starry sky',
    ],
    missionTitle: 'Our Mission',
    missionIntro:
      'We are building a digital home for the nine Mijikenda tribes: a place to share our stories, grow young talent, stand up for land justice and keep our culture alive for the generations to come.',
    pillarsLabel: 'Our key pillars',
    valuesTitle: 'Our Core Values',
    newsTitle: 'News highlights',
    exploreTitle: 'Explore',
    /** The Explore tiles, by the page they open. */
    tiles: {
      reels: { title: 'Reels', text: 'Short videos from the community.' },
      articles: { title: 'Stories', text: 'Articles, oral histories and poetry.' },
      news: { title: 'News', text: 'Announcements and upcoming events.' },
      music: { title: 'Music', text: 'Songs by Mijikenda artists.' },
      marketplace: { title: 'Marketplace', text: 'Products and services, priced in Ksh.' },
    },
    storiesTitle: 'Stories from our people',
    storiesText:
      'Oral histories from the elders, poems by young writers, and reports from our villages and towns. Read them, share them, and add your own.',
    readStories: 'Read the stories',
    cultureTitle: 'Culture that lives on',
    cultureText:
      'From the kayamba rattle to the ngoma drums, our music carries our history. Listen to artists from the nine tribes, and tell us about the traditions you want the world to know.',
    listenToMusic: 'Listen to our music',
    shareStory: 'Share your story',
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
    /** The bell's name while some are unread (the badge shows the count). */
    notificationsUnread: (count: number) => `Notifications, ${count} unread`,
    profile: 'Profile',
    careers: 'Careers',
    comingSoon: 'Coming soon',
    skipToContent: 'Skip to content',
    offline: 'You are offline. Pages you have opened before still work.',
    /** The note every page shows while low-data mode is on, with a link to /settings. */
    lowData: 'Low-data mode',
    lowDataOn: 'is on: small pictures, and no video until you press play.',
    lowDataSettings: 'Settings',
    footerTagline: 'Nine tribes, one community.',
    footer: 'Footer',
    profileOf: (username: string) => `Profile of ${username}`,
    /** The header's control that opens the search page (its drawer's link on phones). */
    search: 'Search',
  },
  /** The header, drawer and footer links (spec section 2). */
  nav: {
    home: 'Home',
    about: 'About',
    stories: 'Stories',
    contact: 'Contact',
    shop: 'Shop',
    music: 'Music',
    reels: 'Reels',
    myAccount: 'My Account',
    news: 'News / upcoming',
    careers: 'Careers',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    terms: 'Terms & conditions',
    settings: 'Settings',
    /** The More drawer's way to the Language select in Settings. */
    language: 'Language',
    install: 'Install the app',
  },
  theme: {
    title: 'Theme',
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
    names: { light: 'light', dark: 'dark' },
    current: (name: string) => `Now using the ${name} theme. Your choice is remembered on this device.`,
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
} as const;

/** The header links of the shared layout (spec section 2). */
export const headerLinks = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/articles', label: 'Stories' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/marketplace', label: 'Shop' },
  { to: '/music', label: 'Music' },
  { to: '/reels', label: 'Reels' },
] as const;

/** The More drawer (spec section 2); Careers has no page yet. */
export const moreLinks: readonly { to: string | null; label: string }[] = [
  { to: '/profile', label: 'My Account' },
  { to: '/news', label: 'News / upcoming' },
  { to: null, label: 'Careers' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/terms-conditions', label: 'Terms & conditions' },
  { to: '/settings', label: 'Settings' },
];

/** The footer's links. */
export const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/install-app', label: 'Install the app' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/terms-conditions', label: 'Terms & conditions' },
] as const;

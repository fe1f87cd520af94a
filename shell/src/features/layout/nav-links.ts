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

import { texts } from 'shared-ui';

const t = texts.nav;

/** The header links of the shared layout (spec section 2). */
export const headerLinks = [
  { to: '/home', label: t.home },
  { to: '/about', label: t.about },
  { to: '/articles', label: t.stories },
  { to: '/contact-us', label: t.contact },
  { to: '/marketplace', label: t.shop },
  { to: '/music', label: t.music },
  { to: '/reels', label: t.reels },
] as const;

/** The More drawer (spec section 2); Careers has no page yet. */
export const moreLinks: readonly { to: string | null; label: string }[] = [
  { to: '/profile', label: t.myAccount },
  { to: '/news', label: t.news },
  { to: null, label: t.careers },
  { to: '/privacy-policy', label: t.privacy },
  { to: '/cookie-policy', label: t.cookies },
  { to: '/terms-conditions', label: t.terms },
  { to: '/settings', label: t.settings },
];

/** The footer's links. */
export const footerLinks = [
  { to: '/about', label: t.about },
  { to: '/contact-us', label: t.contact },
  { to: '/install-app', label: t.install },
  { to: '/privacy-policy', label: t.privacy },
  { to: '/cookie-policy', label: t.cookies },
  { to: '/terms-conditions', label: t.terms },
] as const;

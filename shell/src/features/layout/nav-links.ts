import { PAGES, texts } from 'shared-ui';

const t = texts.nav;

// Functions, not lists: a text is read in the language of the page being rendered, as it renders.

/** The header links of the shared layout (spec section 2). */
export const headerLinks = () =>
  [
    { to: PAGES.home, label: t.home },
    { to: PAGES.about, label: t.about },
    { to: PAGES.articles, label: t.stories },
    { to: PAGES.contact, label: t.contact },
    { to: PAGES.marketplace, label: t.shop },
    { to: PAGES.music, label: t.music },
    { to: PAGES.reels, label: t.reels },
  ] as const;

/** The More drawer (spec section 2); Careers has no page yet. */
export const moreLinks = (): readonly { to: string | null; label: string }[] => [
  { to: PAGES.profile, label: t.myAccount },
  { to: PAGES.news, label: t.news },
  { to: null, label: t.careers },
  { to: PAGES.privacy, label: t.privacy },
  { to: PAGES.cookies, label: t.cookies },
  { to: PAGES.terms, label: t.terms },
  { to: PAGES.settings, label: t.settings },
  { to: `${PAGES.settings}#language`, label: t.language },
];

/** The footer's links. */
export const footerLinks = () =>
  [
    { to: PAGES.about, label: t.about },
    { to: PAGES.contact, label: t.contact },
    { to: PAGES.install, label: t.install },
    { to: PAGES.privacy, label: t.privacy },
    { to: PAGES.cookies, label: t.cookies },
    { to: PAGES.terms, label: t.terms },
  ] as const;

import { PAGES } from 'shared-ui/contracts';

/**
 * The pages the shell renders itself (app.tsx gives each its element). The build publishes
 * them in `documents.json`; with the routes the remotes publish in `/remotes.json`, the server
 * knows every page of the site and answers any other path with the layout and status 404.
 */
export const SHELL_ROUTES = [
  PAGES.root,
  PAGES.home,
  PAGES.about,
  PAGES.aboutUs,
  PAGES.contact,
  PAGES.settings,
  PAGES.notifications,
  PAGES.privacy,
  PAGES.privacyOld,
  PAGES.terms,
  PAGES.cookies,
  PAGES.install,
  PAGES.notAllowed,
  PAGES.search,
] as const;

export type ShellRoute = (typeof SHELL_ROUTES)[number];

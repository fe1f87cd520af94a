/**
 * The pages the shell renders itself (app.tsx gives each its element). The build publishes
 * them in `documents.json`; with the routes the remotes publish in `/remotes.json`, the server
 * knows every page of the site and answers any other path with the layout and status 404.
 */
export const SHELL_ROUTES = [
  '/',
  '/home',
  '/about',
  '/about-us',
  '/contact-us',
  '/settings',
  '/notifications',
  '/privacy-policy',
  '/privacy_policy',
  '/terms-conditions',
  '/cookie-policy',
  '/install-app',
  '/not-allowed',
] as const;

export type ShellRoute = (typeof SHELL_ROUTES)[number];

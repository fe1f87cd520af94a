/**
 * The shell's HTML documents. The build renders a page's first screen into the document
 * that serves it (src/prerender.tsx), so a phone paints it while the scripts download;
 * the app then renders over it. The server (from the build's `documents.json`) and the
 * service worker pick a page's document from this table.
 */
import { documentFor as documentForPage, PAGES } from 'shared-ui/contracts';

/** Pages with a document of their own. */
export const PAGE_DOCUMENTS: Readonly<Record<string, string>> = {
  // The welcome page is full screen: it starts with the splash's 'Loading', not the layout.
  [PAGES.root]: 'welcome.html',
  [PAGES.home]: 'home.html',
};

/** Every other page: the layout around the loading state, what a page shows while its code loads. */
export const DEFAULT_DOCUMENT = 'index.html';

export const DOCUMENT_FILES: readonly string[] = [
  ...new Set([...Object.values(PAGE_DOCUMENTS), DEFAULT_DOCUMENT]),
];

/** The document a page is served with (`/home/` is `/home`). */
export const documentFor = (pathname: string): string =>
  documentForPage({ pages: PAGE_DOCUMENTS, fallback: DEFAULT_DOCUMENT }, pathname);

/**
 * The module of each page of the shell's that loads on demand, and of the 'not found' page (`*`),
 * under src/: the build lists the stylesheets of the chunks it is in (`documents.json`), and a
 * page the server renders carries them, so it shows styled before (or without) any script.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PAGES.root]: 'features/splash/splash-page.tsx',
  [PAGES.about]: 'features/about/about-page.tsx',
  [PAGES.aboutUs]: 'features/about/about-page.tsx',
  [PAGES.contact]: 'features/contact/contact-page.tsx',
  [PAGES.settings]: 'features/settings/settings-page.tsx',
  [PAGES.notifications]: 'features/notifications/notifications-page.tsx',
  [PAGES.privacy]: 'features/legal/privacy-policy-page.tsx',
  [PAGES.privacyOld]: 'features/legal/privacy-policy-page.tsx',
  [PAGES.terms]: 'features/legal/terms-page.tsx',
  [PAGES.cookies]: 'features/legal/cookie-policy-page.tsx',
  [PAGES.install]: 'features/pwa/install-page.tsx',
  [PAGES.notAllowed]: 'features/not-allowed/not-allowed-page.tsx',
  [PAGES.search]: 'features/search/search-page.tsx',
  '*': 'features/not-found/not-found-page.tsx',
};

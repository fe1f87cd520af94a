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
 * The chunk of each page of the shell's that loads on demand (its `webpackChunkName`), and of
 * the 'not found' page (`*`): the build lists each one's stylesheets in `documents.json`, and a
 * page the server renders links them, so it shows styled before (or without) any script.
 */
export const PAGE_CHUNKS: Readonly<Record<string, string>> = {
  [PAGES.root]: 'splash-page',
  [PAGES.about]: 'about-page',
  [PAGES.aboutUs]: 'about-page',
  [PAGES.contact]: 'contact-page',
  [PAGES.settings]: 'settings-page',
  [PAGES.notifications]: 'notifications-page',
  [PAGES.privacy]: 'privacy-policy-page',
  [PAGES.privacyOld]: 'privacy-policy-page',
  [PAGES.terms]: 'terms-page',
  [PAGES.cookies]: 'cookie-policy-page',
  [PAGES.install]: 'install-page',
  [PAGES.notAllowed]: 'not-allowed-page',
  '*': 'not-found-page',
};

/**
 * The texts of the shell's HTML documents (`<html lang>`, title, description, the note for a
 * browser without JavaScript), its web app manifest and its offline page. The shell's build
 * writes them into those files (shell/build/); no page shows them from code, so they are not
 * part of the always-loaded `texts`.
 */
import { PRODUCT_NAME } from 'shared-ui/texts';
import { smallPages } from './small-pages.ts';

const offlineHeading = 'You are offline';

export const documents = {
  /** The language of the catalogue, as the documents and the manifest declare it. */
  lang: 'en',
  /** The site in one sentence: search results, link previews, the installed app. */
  description: 'Stories, news, music and a marketplace for the Mijikenda community of coastal Kenya.',
  noscript: 'This site needs JavaScript to run.',
  /** The page the service worker shows for a page it has not saved, with the network off. */
  offline: {
    title: `${offlineHeading} · ${PRODUCT_NAME}`,
    heading: offlineHeading,
    notSaved: 'This page has not been saved on your device yet.',
    savedPages: 'Pages you have opened before still work: home, news, stories, music and the marketplace.',
    /** The not-found page's link home. */
    home: smallPages.notFound.home,
  },
} as const;

import type { Translation } from 'shared-ui/i18n/translation';
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { documents as en } from '../documents.ts';
import { smallPages } from './small-pages.ts';

const offlineHeading = 'Uko nje ya mtandao';

/** Kiswahili for ../documents.ts. */
export const documents: Translation<typeof en> = {
  lang: 'sw',
  description: 'Hadithi, habari, muziki na soko la jamii ya Mijikenda ya pwani ya Kenya.',
  noscript: 'Tovuti hii inahitaji JavaScript ili ifanye kazi.',
  offline: {
    title: `${offlineHeading} · ${PRODUCT_NAME}`,
    heading: offlineHeading,
    notSaved: 'Ukurasa huu bado haujahifadhiwa kwenye kifaa chako.',
    savedPages: 'Kurasa ulizowahi kufungua bado zinafanya kazi: nyumbani, habari, hadithi, muziki na soko.',
    /** The not-found page's link home. */
    home: smallPages.notFound.home,
  },
};

import type { Translation } from 'shared-ui/i18n/translation';
import type { smallPages as en } from '../small-pages.ts';

/** Kiswahili for ../small-pages.ts. */
export const smallPages: Translation<typeof en> = {
  accessDenied: {
    title: 'Huna ruhusa',
    returnHome: 'Rudi Nyumbani',
    notPermitted:
      'Umeingia, lakini huna ruhusa ya kuona ukurasa huu. Huenda jukumu lako au idara yako haina ruhusa hii.',
    askAdministrator:
      'Tafadhali wasiliana na msimamizi wa mfumo, anayeweza kukupa ruhusa kupitia admins/permissions. Ingia tena ukishapewa ruhusa.',
  },
  notFound: {
    title: 'Ukurasa haupatikani',
    text: 'Hatukuupata ukurasa huo. Huenda umehamishwa, au kiungo kimekosewa.',
    home: 'Nenda Nyumbani',
  },
  settings: {
    comingSoon: 'Mambo mengine mapya yanakuja karibuni.',
    language: 'Lugha',
    languageHint: 'Lugha ya maneno, tarehe na kiasi kwenye tovuti. Ukurasa utapakia upya kwa lugha hiyo.',
    lowData: 'Hali ya data kidogo',
    lowDataHint:
      'Picha ndogo zaidi, na video na muziki hupakia tu ukibonyeza cheza. Hufuata kiokoa data cha kivinjari chako usipochagua hapa.',
    notifications: {
      title: 'Arifa',
      hint: 'Chagua mambo tunayokujulisha. Arifa unazozima hazionyeshwi wala hazihesabiwi.',
      loading: 'Inapakia mipangilio ya arifa zako…',
      failed: 'Hatukuweza kupakia mipangilio ya arifa zako.',
      saveFailed: 'Hatukuweza kuhifadhi badiliko hilo, kwa hivyo limerudishwa. Tafadhali jaribu tena.',
      kinds: {
        follow: 'Wafuasi wapya',
        comment: 'Maoni kwenye makala zangu',
        review: 'Tathmini za bidhaa zangu',
        published: 'Makala zangu zilizochapishwa',
        rejected: 'Makala zangu zisizochapishwa',
        removed: 'Maudhui yangu yaliyoondolewa',
        ticket_reply: 'Majibu ya tiketi zangu',
      },
    },
  },
};

import type { Translation } from 'shared-ui/i18n/translation';
import type { contactPage as en } from '../contact.ts';

const messageLink = 'tutumie ujumbe';

/**
 * Kiswahili for ../contact.ts. `members` returns rich text, which `Translation` (functions →
 * string) cannot describe yet: it keeps the English type.
 */
export const contactPage: Translation<typeof en> = {
  title: 'Wasiliana nasi',
  intro:
    'Una swali, wazo, hadithi ya kushiriki au tatizo la kuripoti? Tuandikie. Kila ujumbe hupewa namba ya tiketi, ili uweze kuufuatilia hapa.',
  groupsTitle: 'Jiunge na vikundi vyetu vya jamii',
  groupsIntro:
    'Ongea na wanachama wa makabila yote tisa, pata habari za matukio mapema, na shiriki yanayoendelea huko unakoishi.',
  groups: [
    {
      name: 'Kikundi cha gumzo cha jamii',
      members: '900+',
      about: 'Habari za kila siku, matukio na taarifa kutoka makabila yote tisa.',
    },
    {
      name: 'Kikundi cha mijadala cha jamii',
      members: '877+',
      about: 'Mazungumzo kuhusu utamaduni, haki ya ardhi, miradi ya vijana na biashara za hapa kwetu.',
    },
  ],
  /** 'Wanachama 900+', the count shown strong. */
  members: (count: string) => ['Wanachama ', { strong: count }],
  messageLink,
  join: [
    'Ili kujiunga na kikundi, ',
    { link: messageLink, to: '#contact-form' },
    ' wenye jina lako na namba yako ya simu, na uombe mwaliko.',
  ],
};

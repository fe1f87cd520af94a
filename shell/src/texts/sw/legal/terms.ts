import type { Translation } from 'shared-ui/i18n/translation';
import { PAGES } from 'shared-ui/contracts';
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { terms as en } from '../../legal/terms.ts';

/**
 * Kiswahili for ../../legal/terms.ts. Typed as the English itself: `Translation` (functions → string)
 * cannot describe a function that returns blocks of rich text.
 */
export const terms: Translation<typeof en> = (minimumAge: number) => [
  { p: `Kwa kutumia ${PRODUCT_NAME} unakubali vigezo na masharti haya. Tafadhali yasome kwa makini.` },
  { h2: 'Nani anaweza kutumia jukwaa' },
  {
    p: [
      `Lazima uwe na umri wa angalau miaka ${minimumAge} ili kutumia jukwaa. Kuhusu kufungua akaunti na kuchapisha, tazama pia `,
      { link: 'Sera ya faragha', to: PAGES.privacy },
      ', ambayo inawaomba wanachama walio chini ya miaka 18 wasitupe taarifa zao binafsi.',
    ],
  },
  { h2: 'Akaunti yako' },
  {
    p: 'Usimwambie mtu yeyote nenosiri lako, na utujulishe ukidhani mtu mwingine ametumia akaunti yako. Unawajibika kwa kila kinachochapishwa kupitia akaunti yako.',
  },
  { h2: 'Unachochapisha' },
  {
    ul: [
      'Chapisha tu kazi uliyoitengeneza mwenyewe au uliyopewa ruhusa ya kuishiriki.',
      'Waheshimu wengine. Hakuna matamshi ya chuki, unyanyasaji, vitisho, wala maudhui yanayodhihaki kabila, imani au mila yoyote.',
      'Heshimu maarifa matakatifu: usishiriki matambiko, mahali wala picha ambazo wazee wameomba zisitolewe hadharani.',
      'Makala hukaguliwa kabla ya kuonekana; tunaweza kuondoa chochote kinachokiuka vigezo na masharti haya.',
    ],
  },
  {
    p: 'Haki za kazi yako zinabaki kuwa zako. Kwa kuichapisha hapa, unaturuhusu kuionyesha kwenye jukwaa na kwenye programu kwa muda wote utakaoiacha ikiwa imechapishwa.',
  },
  { h2: 'Soko' },
  {
    p: 'Wauzaji wanawajibika kwa matangazo yao, bei (kwa shilingi za Kenya) na ufikishaji wa bidhaa. Mauzo hufanyika moja kwa moja kati ya mnunuzi na muuzaji; tafadhali ihakikishe bidhaa na umhakikishe muuzaji kabla ya kulipa. Sisi si mhusika katika mauzo hayo.',
  },
  { h2: 'Msaada wa kisheria' },
  {
    p: 'Taarifa kuhusu haki za ardhi zilizo kwenye jukwaa ni mwongozo wa jumla, si ushauri wa kisheria kuhusu kesi yako. Tunaweza kukuunganisha na watu wanaoweza kukushauri.',
  },
  { h2: 'Kuacha kutumia jukwaa' },
  {
    p: 'Unaweza kufuta maudhui yako au kutuomba tufunge akaunti yako wakati wowote. Tunaweza kusimamisha akaunti zinazokiuka vigezo na masharti haya.',
  },
  { h2: 'Mawasiliano' },
  { p: ['Maswali kuhusu vigezo na masharti haya: ', { link: 'wasiliana nasi', to: PAGES.contact }, '.'] },
];

import { PAGES } from 'shared-ui/contracts';
import type { Translation } from 'shared-ui/i18n/translation';
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { privacyPolicy as en } from '../../legal/privacy.ts';

/** Kiswahili for ../../legal/privacy.ts. */
export const privacyPolicy: Translation<typeof en> = [
  {
    p: `Sera hii inaeleza ni taarifa gani binafsi ${PRODUCT_NAME} inakusanya, kwa nini, na unachoweza kufanya kuhusu hilo.`,
  },
  { h2: 'Tunachokusanya' },
  {
    ul: [
      [
        { strong: 'Akaunti yako:' },
        ' jina lako la mtumiaji, anwani yako ya barua pepe, na nenosiri lako katika muundo uliolindwa (hashed). Nenosiri lenyewe halihifadhiwi kamwe.',
      ],
      [
        { strong: 'Wasifu wako, ukiujaza:' },
        ' umri, mahali ulipozaliwa, ujuzi, kazi, uzoefu, elimu na picha ya wasifu.',
      ],
      [
        { strong: 'Unachochapisha:' },
        ' makala, video fupi, muziki, viungo vya video, maoni, tathmini na bidhaa, pamoja na tarehe ulizovichapisha.',
      ],
      [
        { strong: 'Ujumbe unaotutumia:' },
        ' unachotuma kupitia fomu ya mawasiliano (jina, ujumbe, na namba ya simu au anwani ya barua pepe ukizitoa), na anwani yako ya barua pepe ukijiunga na jarida.',
      ],
    ],
  },
  { h2: 'Watoto' },
  {
    p: 'Hatukusanyi taarifa binafsi za mtu yeyote aliye chini ya miaka 18. Kama uko chini ya miaka 18, karibu usome na usikilize, lakini tafadhali usifungue akaunti, usichapishe maudhui wala usitutumie taarifa zako binafsi. Tukigundua kwamba tuna taarifa za mtu aliye chini ya miaka 18, tunazifuta.',
  },
  { h2: 'Tunavyozitumia' },
  {
    ul: [
      'Kuendesha akaunti yako na kuwaonyesha wengine wanaotembelea tovuti kile unachochapisha.',
      'Kujibu ujumbe wako na kukujulisha kuhusu tiketi yako.',
      'Kukutumia jarida uliloliomba; kila toleo lina njia ya kujiondoa.',
      'Kulinda usalama wa jukwaa, kwa mfano kwa kuzuia majaribio ya kuingia yanayoshindwa mara kwa mara.',
    ],
  },
  { p: 'Hatuuzi taarifa zako, na hatuonyeshi matangazo ya kibiashara ya watu wengine.' },
  { h2: 'Kinachobaki kwenye kifaa chako' },
  {
    p: [
      'Programu hukumbuka mandhari yako, makala na video fupi ulizopenda, na akaunti uliyoingia nayo, kwenye hifadhi ya kivinjari chako. Ukitoka, taarifa zako za kuingia zinaondolewa. Kuhusu vidakuzi, tazama ',
      { link: 'Sera ya vidakuzi', to: PAGES.cookies },
      '.',
    ],
  },
  { h2: 'Kushiriki taarifa' },
  {
    p: 'Ni kile tu unachochapisha ndicho kinachoonekana kwa umma. Namba za WhatsApp za wauzaji huonyeshwa kwenye matangazo yao kwa sababu wao wenyewe waliamua kuziweka. Tunatoa taarifa kwa mamlaka pale tu sheria inapotulazimu.',
  },
  { h2: 'Haki zako' },
  {
    p: [
      'Chini ya Sheria ya Ulinzi wa Data ya Kenya (Data Protection Act), unaweza kuomba kuona, kusahihisha au kufuta taarifa zako binafsi, au kupinga jinsi tunavyozitumia. Tuandikie kupitia ',
      { link: 'ukurasa wa Wasiliana nasi', to: PAGES.contact },
      ' na tutakujibu ndani ya muda unaofaa.',
    ],
  },
  { h2: 'Mabadiliko' },
  {
    p: 'Sera hii ikibadilika, tunasasisha tarehe iliyo juu na, kwa mabadiliko muhimu, tunawajulisha wanachama kwa barua pepe.',
  },
];

import type { Translation } from 'shared-ui/i18n/translation';
import { PAGES } from 'shared-ui/contracts';
import type { cookiePolicy as en } from '../../legal/cookies.ts';

/**
 * Kiswahili for ../../legal/cookies.ts. Typed as the English itself: `Translation` (functions → string)
 * cannot describe a function that returns blocks of rich text.
 */
export const cookiePolicy: Translation<typeof en> = {
  intro: [
    {
      p: 'Vidakuzi ni faili ndogo za maandishi ambazo tovuti huweka kwenye kivinjari chako. Tunatumia vichache kadiri tuwezavyo, na hatutumii vidakuzi vya matangazo ya kibiashara wala vya kukufuatilia.',
    },
    { h2: 'Vidakuzi tunavyotumia' },
  ],
  columns: { name: 'Jina', purpose: 'Kazi yake', lifetime: 'Muda wake' },
  cookies: (consentDays: number) => [
    {
      name: 'visited',
      purpose: [
        'Kinakumbuka jibu lako kwa kibango cha vidakuzi: ',
        { code: 'true' },
        ' ukikubali vyote, ',
        { code: 'false' },
        ' ukikataa.',
      ],
      lifetime: `Siku ${consentDays}`,
    },
    {
      name: 'sid',
      purpose: 'Kinakuweka ukiwa umeingia. Huwekwa tu unapoingia, na huondolewa unapotoka.',
      lifetime: 'Siku 30',
    },
  ],
  rest: [
    {
      p: 'Vidakuzi vyote viwili hutumwa kwa tovuti hii pekee (same-site), na kupitia muunganisho salama pale tovuti inapoutumia.',
    },
    { h2: 'Vitu vingine vinavyohifadhiwa kwenye kifaa chako' },
    {
      p: 'Programu pia huhifadhi mandhari yako, taarifa zako za kuingia na vitu ulivyopenda kwenye hifadhi ya kivinjari chako, na huhifadhi kurasa ulizofungua ili zifanye kazi nje ya mtandao. Ukifuta data ya tovuti kwenye kivinjari chako, vyote hivi vinaondoka.',
    },
    { h2: 'Uamuzi ni wako' },
    {
      p: [
        'Kibango kinakuruhusu kukubali vidakuzi vyote au kukataa visivyo vya lazima. Ukibadilisha nia, futa kidakuzi cha ',
        { code: 'visited' },
        ' kwenye mipangilio ya kivinjari chako na kibango kitakuuliza tena. Soma zaidi katika ',
        { link: 'Sera ya faragha', to: PAGES.privacy },
        '.',
      ],
    },
  ],
};

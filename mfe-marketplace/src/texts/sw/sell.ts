import type { Translation } from 'shared-ui/i18n/translation';
import type { sell as en } from '../sell.ts';

/** Kiswahili for ../sell.ts. */
export const sell: Translation<typeof en> = {
  title: 'Uza sokoni',
  greeting: (username: string) => `Habari, ${username}!`,
  intro: 'Tangaza bidhaa au huduma: wanunuzi watawasiliana nawe kwa WhatsApp.',
  loginPrompt: 'Ingia ili utangaze bidhaa na huduma zako.',
  logIn: 'Ingia',
  logout: 'Toka',
  formTitle: 'Ongeza bidhaa mpya',
  name: 'Jina la bidhaa',
  description: 'Maelezo',
  price: 'Bei (Ksh)',
  location: 'Mahali',
  category: 'Aina',
  categoryHint: 'Chagua moja kwenye orodha au andika mpya.',
  whatsapp: 'Nambari ya WhatsApp',
  whatsappHint: 'Wanunuzi wataongea nawe kwa nambari hii: +254 na tarakimu 9.',
  expiryDate: 'Sokoni hadi tarehe',
  expiryHint: 'Baada ya siku hii, tangazo litaondolewa sokoni.',
  image: (n: number) => (n === 1 ? 'Picha 1 (lazima)' : `Picha ${n} (si lazima)`),
  submit: 'Ongeza bidhaa',
  submitting: 'Inatuma...',
  cancelUpload: 'Ghairi kupakia',
  cancelled: 'Upakiaji umeghairiwa. Bidhaa yako haijatangazwa; fomu bado ina ulichoandika.',
  sending: (percent: number) => `Inapakia… ${percent}%`,
  seeProduct: 'Tazama bidhaa yako',
  added: 'Bidhaa imeongezwa!',
};

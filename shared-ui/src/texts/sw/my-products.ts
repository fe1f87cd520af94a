import type { Translation } from '../../i18n/translation.ts';
import type { myProducts as en } from '../my-products.ts';

/** Kiswahili for ../my-products.ts. */
export const myProducts: Translation<typeof en> = {
  title: 'Bidhaa zangu',
  signedInAs: (username: string) => `Umeingia kama ${username}.`,
  navigation: 'Soko',
  backToMarketplace: 'Rudi sokoni',
  addProduct: 'Ongeza bidhaa mpya',
  none: 'Bado hujatangaza bidhaa yoyote.',
  summary: (total: number, live: number) => {
    const expired = total - live;
    return (
      `Bidhaa ${total}: ` +
      (live === 1 ? '1 iko sokoni' : `${live} ziko sokoni`) +
      ', ' +
      (expired === 1 ? '1 imeisha muda' : `${expired} zimeisha muda`) +
      '.'
    );
  },
  expired: 'Muda umeisha',
  /** Follows the Expired badge: "Muda umeisha tarehe …: haipo sokoni tena". */
  expiredOn: (date: string) => ` tarehe ${date}: haipo sokoni tena`,
  listedUntil: (date: string) => `Sokoni hadi ${date}`,
  category: (name: string) => `Aina: ${name}`,
  underReview: 'Inakaguliwa',
  removed: (reason: string | null) => (reason ? `Imeondolewa: ${reason}` : 'Imeondolewa'),
  delete: 'Futa',
  deleteNamed: (name: string) => `Futa ${name}`,
  confirmTitle: 'Ufute bidhaa hii?',
  confirmQuestion: 'Una uhakika unataka kufuta bidhaa hii?',
  confirmDetail: (name: string) =>
    `"${name}" itaondolewa sokoni pamoja na tathmini zake. Haitaweza kurudishwa.`,
  confirm: 'Ndiyo, ifute',
  cancel: 'Ghairi',
  deleted: 'Bidhaa imefutwa.',
  notFound: 'Bidhaa haikupatikana.',
  otherSite: 'Fomu hii inaweza kutumwa kutoka tovuti hii tu.',
  loginHeading: 'Ingia kwanza',
  loginMessage: 'Ingia ili uone bidhaa unazouza.',
  forbiddenHeading: 'Si bidhaa zako',
  forbiddenMessage: 'Unaweza kuona bidhaa zako tu. Ingia kwa akaunti iliyozitangaza.',
  nextSteps: 'Hatua zinazofuata',
  logIn: 'Ingia',
};

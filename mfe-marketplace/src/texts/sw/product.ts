import type { Translation } from 'shared-ui/i18n/translation';
import type { product as en } from '../product.ts';

/** Kiswahili for ../product.ts. */
export const product: Translation<typeof en> = {
  back: 'Rudi',
  recentSort: 'Panga kwa tarehe',
  newest: 'Mpya kwanza',
  oldest: 'Za zamani kwanza',
  detailsOf: (name: string) => `Tazama zaidi: ${name}`,
  loading: 'Inapakia bidhaa…',
  pictures: (name: string) => `Picha za ${name}`,
  picture: (name: string, index: number) => `${name}, picha ${index}`,
  enlarge: (picture: string) => `Kuza: ${picture}`,
  /** The WhatsApp message a buyer starts the chat with. */
  chatMessage: (name: string, link: string) =>
    `Habari! Nimeona "${name}" kwenye soko la Mijikenda, ningependa kujua zaidi: ${link}`,
  price: 'Bei',
  location: 'Mahali',
  category: 'Aina',
  rating: 'Alama',
  outOfFive: (rating: string) => `${rating} kati ya 5`,
  notRated: 'Bado haijapewa alama',
  reviews: 'Tathmini',
  disclaimer:
    'Kabla hujalipa, ikague bidhaa na umjue muuzaji wewe mwenyewe: kutana naye mahali salama penye watu, iangalie bidhaa, na usitume pesa kwa kitu ambacho hujakiona.',
  seller: 'Muuzaji',
  sellerIs: (name: string, id: number) => `${name} (nambari ya muuzaji ${id})`,
  aboutSeller: 'Kuhusu muuzaji',
  memberSince: (monthAndYear: string) => `Mwanachama tangu ${monthAndYear}`,
  activeListings: (n: number) => (n === 1 ? 'Tangazo 1 hai' : `Matangazo ${n} hai`),
  // "tathmini" is the same in singular and plural, so no branch on the count.
  sellerRating: (rating: string, reviews: number) => `${rating} ★ (tathmini ${reviews})`,
  /** The same, read out: the star said in words. */
  sellerRatingSpoken: (rating: string, reviews: number) => `${rating} kati ya 5 (tathmini ${reviews})`,
  sellerNotRated: 'Bado hakuna tathmini',
  sellerListings: (name: string) => `Tazama matangazo yote ya ${name}`,
  safetyTitle: 'Kuwa salama',
  safetyTips: [
    'Kutana naye mahali penye watu wengi.',
    'Ione bidhaa kabla ya kulipa.',
    'Kamwe usimlipe mtu usiyemjua mapema kwa M-Pesa.',
  ],
  writeReview: 'Andika tathmini',
  yourRating: 'Alama yako',
  // "nyota" is the same in singular and plural.
  stars: (n: number) => `Nyota ${n}`,
  reviewText: 'Tathmini yako',
  submitReview: 'Tuma tathmini',
  submittingReview: 'Inatuma...',
  loginToReview: 'Ingia ili uandike tathmini.',
  logIn: 'Ingia',
  reviewOnSite: 'Andika tathmini kwenye tovuti ya Mijikenda',
  embedLabel: 'Soko la Mijikenda',
};

import type { Translation } from 'shared-ui/i18n/translation';
import type { shopMessages as en } from '../../schemas/shop.ts';

/** Kiswahili for ../../schemas/shop.ts. Parameter names (page, price…) stay as the API spells them. */
export const shopMessages: Translation<typeof en> = {
  productAdded: 'Bidhaa imeongezwa!',
  productNotFound: 'Bidhaa haikupatikana.',
  productDeleted: 'Bidhaa imefutwa.',
  alreadyReviewed: 'Tayari umetoa tathmini ya bidhaa hii.',
  ownProductReview: 'Huwezi kutoa tathmini ya bidhaa yako mwenyewe.',
  reviewAsYourself: 'Unaweza kutoa tathmini kwa jina lako tu.',
  sellAsYourself: 'Unaweza kuweka matangazo kwa jina lako tu.',
  userIdRequired: 'user_id inahitajika.',
  deleteLogin: 'Tafadhali ingia ili kufuta bidhaa.',
  notYourProduct: 'Unaweza kufuta bidhaa zako tu.',
  badProductId: 'product_id lazima iwe namba kamili kuanzia 1.',
  badPrice: 'price lazima iwe lowToHigh au highToLow.',
  badRecent: 'recent lazima iwe newest au oldest.',
  // Starts with "page": the reviews_page answer is this text with that word replaced.
  badPage: 'page lazima iwe namba kamili kuanzia 1 hadi 10000.',
  badSearch: 'search isizidi herufi 200.',
  badCategory: 'category isizidi herufi 100.',
  badSellerId: 'seller_id lazima iwe namba kamili kuanzia 1.',
  badQuery: 'Vigezo vya ombi si sahihi.',
};

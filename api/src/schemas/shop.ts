import { limits } from 'shared-ui/validation';

/** Marketplace texts the spec does not quote (its own come from shared-ui/texts). */
export const shopMessages = {
  productAdded: 'Product added successfully!',
  productNotFound: 'Product not found.',
  productDeleted: 'Product deleted.',
  alreadyReviewed: 'You have already reviewed this product.',
  ownProductReview: 'You cannot review your own product.',
  reviewAsYourself: 'You can only submit reviews as yourself.',
  sellAsYourself: 'You can only list products as yourself.',
  userIdRequired: 'user_id is required.',
  deleteLogin: 'Please log in to delete a product.',
  notYourProduct: 'You can only delete your own products.',
  badProductId: 'product_id must be a positive whole number.',
  badPrice: 'price must be lowToHigh or highToLow.',
  badRecent: 'recent must be newest or oldest.',
  badPage: 'page must be a whole number from 1 to 10000.',
  badSearch: 'search must be at most 200 characters.',
  badCategory: 'category must be at most 100 characters.',
  badSellerId: 'seller_id must be a positive whole number.',
  badQuery: 'The query is not valid.',
} as const;

export { MAX_PAGE } from 'shared-ui/contracts/shop';
/** Server-side limits of the product form (spec section 5 sets none; these keep listings sane). */
export const PRODUCT_LIMITS = {
  product_name: 100,
  description: 2000,
  location: 100,
  category: 50,
  maxPrice: 1_000_000_000,
} as const;
export const REVIEW_TEXT_MAX = limits.reviewTextMax;

/** The refusal message for the first bad query parameter. */
export function describeQueryProblem(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').split('/')[0];
  const byField: Record<string, string> = {
    product_id: shopMessages.badProductId,
    price: shopMessages.badPrice,
    recent: shopMessages.badRecent,
    page: shopMessages.badPage,
    reviews_page: shopMessages.badPage.replace('page', 'reviews_page'),
    search: shopMessages.badSearch,
    category: shopMessages.badCategory,
    seller_id: shopMessages.badSellerId,
  };
  return (field && byField[field]) || shopMessages.badQuery;
}

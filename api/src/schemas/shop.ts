import { Type, type Static } from 'typebox';
import { limits } from 'shared-ui/validation';
import {
  ProductDetailSchema,
  ProductSchema,
  REVIEWS_PAGE_SIZE,
  ReviewSchema,
  type ProductEntity,
  type ReviewEntity,
} from 'shared-ui/contracts/entities';

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
  badQuery: 'The query is not valid.',
} as const;

/** Products per page of fetch_products.php (1-based pages). */
export const PAGE_SIZE = 12;
export { REVIEWS_PAGE_SIZE };
export const MAX_PAGE = 10_000;
/** Server-side limits of the product form (spec section 5 sets none; these keep listings sane). */
export const PRODUCT_LIMITS = {
  product_name: 100,
  description: 2000,
  location: 100,
  category: 50,
  maxPrice: 1_000_000_000,
} as const;
export const REVIEW_TEXT_MAX = limits.reviewTextMax;

const page = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_PAGE, description });

/** spec section 7: the list (search, category, price, recent, page) or one product (product_id). */
export const ProductsQuery = Type.Object({
  product_id: Type.Optional(Type.Integer({ minimum: 1, description: 'One product, with its reviews' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words matched as prefixes' })),
  category: Type.Optional(Type.String({ maxLength: 100, description: 'Exact category; empty for all' })),
  price: Type.Optional(
    Type.Enum(['', 'lowToHigh', 'highToLow'], { description: 'Price order; wins over recent' }),
  ),
  recent: Type.Optional(Type.Enum(['', 'newest', 'oldest'], { description: 'Default newest' })),
  page: Type.Optional(page('1-based page number')),
  reviews_page: Type.Optional(page('Page of the reviews (with product_id)')),
});
export type ProductsQuery = Static<typeof ProductsQuery>;

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
  };
  return (field && byField[field]) || shopMessages.badQuery;
}

/** shared-ui/contracts (spec section 3). */
export const Product = ProductSchema;
export type Product = ProductEntity;

export const Review = ReviewSchema;
export type Review = ReviewEntity;

export const ProductsAnswer = Type.Object({
  products: Type.Array(Product),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const ProductAnswer = Type.Object({ product: ProductDetailSchema });

export const ErrorAnswer = Type.Object({ error: Type.String() });

export const FiltersAnswer = Type.Object({ categories: Type.Array(Type.String()) });

/**
 * spec section 7, add_review.php (form-encoded, so every field arrives as text).
 * Fields default to '' so the spec's own validation gives the refusal text.
 */
export const ReviewBody = Type.Object({
  product_id: Type.String({ default: '', maxLength: 20 }),
  user_id: Type.String({ default: '', maxLength: 20 }),
  review_text: Type.String({ default: '', maxLength: 10_000 }),
  rating: Type.String({ default: '', maxLength: 10, description: '1 to 5' }),
});

export const ReviewAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  review: Review,
  average_rating: Type.Number(),
  reviews_count: Type.Integer(),
});

export const ReviewRefusal = Type.Object({ success: Type.Literal(false), error: Type.String() });

export const AddProductAnswer = Type.Object({ message: Type.String(), product_id: Type.Integer() });

export const MessageAnswer = Type.Object({ message: Type.String() });

export const DeleteProductBody = Type.Object({
  product_id: Type.Integer({ minimum: 1 }),
});

export const DeleteProductAnswer = Type.Object({ success: Type.Boolean(), message: Type.String() });

export const MyProductsQuery = Type.Object({
  user_id: Type.Optional(Type.String({ maxLength: 20, description: "The caller's own id" })),
  delete: Type.Optional(Type.String({ maxLength: 20, description: 'A product to confirm deleting' })),
  deleted: Type.Optional(Type.String({ maxLength: 1, description: '1 after a product was deleted' })),
});

export const MyProductsDeleteBody = Type.Object({
  product_id: Type.String({ maxLength: 20, description: 'The product to delete' }),
});

/**
 * The Product and Review entities of the marketplace (spec section 3), defined once: the
 * API's route schemas, OpenAPI document and repositories use these.
 */
import { Type, type Static } from 'typebox';
import { NullableName } from './fields.ts';

/** A listed product as the API answers it (`ProductView`), with its seller and rating. */
export const ProductSchema = Type.Object({
  product_id: Type.Integer(),
  product_name: Type.String(),
  description: Type.String(),
  price: Type.Number({ description: 'Ksh' }),
  location: Type.String(),
  category: Type.String(),
  contact_whatsapp: Type.String({ description: '+254 and 9 digits' }),
  expiry_date: Type.String({ description: 'YYYY-MM-DD; listed up to and including this day' }),
  image_1: Type.String({ description: 'Stored name, served at /api/shop/uploads/{name}' }),
  image_2: NullableName(),
  image_3: NullableName(),
  timestamp: Type.String({ description: 'When it was listed (ISO 8601 UTC)' }),
  average_rating: Type.Union([Type.Number(), Type.Null()], { description: '1 to 5; null before any review' }),
  seller_name: Type.String(),
  seller_id: Type.Integer(),
});
export type ProductEntity = Static<typeof ProductSchema>;

/** A review of a product. */
export const ReviewSchema = Type.Object({
  review_id: Type.Integer(),
  reviewer_name: Type.String(),
  review_text: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  created_at: Type.String(),
});
export type ReviewEntity = Static<typeof ReviewSchema>;

/** Reviews a page of a product's detail holds (newest first). */
export const REVIEWS_PAGE_SIZE = 50;

/** What a buyer sees of a seller beside a product: how long and how much they have sold here. */
export const SellerStandingSchema = Type.Object({
  member_since: Type.String({ description: 'When the seller joined (ISO 8601 UTC)' }),
  active_listings: Type.Integer({ minimum: 0, description: "The seller's live listings shown to everyone" }),
  average_rating: Type.Union([Type.Number(), Type.Null()], {
    description:
      "Mean rating over all the seller's reviewed listings (each review counts once); null before any",
  }),
  reviews_count: Type.Integer({ minimum: 0, description: "Reviews over all the seller's listings" }),
});
export type SellerStanding = Static<typeof SellerStandingSchema>;

/** GET /shop/fetch_products.php?product_id: the product with a page of its reviews. */
export const ProductDetailSchema = Type.Object({
  ...ProductSchema.properties,
  seller: SellerStandingSchema,
  reviews: Type.Array(ReviewSchema, { description: `Newest first, ${REVIEWS_PAGE_SIZE} per reviews_page` }),
  reviews_count: Type.Integer({ minimum: 0 }),
  reviews_has_more: Type.Boolean(),
});

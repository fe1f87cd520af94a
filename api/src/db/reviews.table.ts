import type { Generated, Insertable, Selectable } from 'kysely';
import type { ReviewEntity } from 'shared-ui/contracts/entities';

/** A member's review of a product: one per member and product. */
export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  /** The reviewer's name when the review was written. */
  reviewer_name: string;
  review_text: string;
  /** 1 to 5 stars. */
  rating: number;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type ProductReviewRow = Selectable<ProductReviewsTable>;
export type NewProductReview = Insertable<ProductReviewsTable>;

/** The table holds the contract's columns (the id is answered as review_id). */
export const reviewColumnsMatch = {} as Pick<
  ProductReviewRow,
  'reviewer_name' | 'review_text' | 'rating' | 'created_at'
> & { review_id: ProductReviewRow['id'] } satisfies ReviewEntity;

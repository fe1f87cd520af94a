import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { BodyOf } from 'shared-ui/contracts';
import type { ReviewEntity as Review } from 'shared-ui/contracts/entities';
import type { addReview as reviewEndpoint } from 'shared-ui/contracts/shop';
import { isUniqueViolation } from './errors.ts';
import { fetchPage } from './paging.ts';
import { notify } from './notifications.repository.ts';
import type { NewProductReview } from './reviews.table.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A page of a product's reviews, newest first, plus whether more follow. */
export async function listReviews(
  db: Db,
  productId: number,
  page: number,
  pageSize: number,
): Promise<{ reviews: Review[]; hasMore: boolean }> {
  const { items, hasMore } = await fetchPage({ page, limit: pageSize }, (window) =>
    db
      .selectFrom('product_reviews')
      .select(['id as review_id', 'reviewer_name', 'review_text', 'rating', 'created_at'])
      .where('product_id', '=', productId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
  return { reviews: items, hasMore };
}

/** Sets a product's average_rating and reviews_count from its reviews (in one statement). */
export async function refreshRating(
  db: Db,
  productId: number,
): Promise<{ average_rating: number | null; reviews_count: number }> {
  const ofProduct = <T>(aggregate: RawBuilder<unknown>) =>
    sql<T>`(select ${aggregate} from product_reviews where product_id = ${productId})`;
  return db
    .updateTable('products')
    .set({
      average_rating: ofProduct<number | null>(sql`cast(avg(rating) as double precision)`),
      reviews_count: ofProduct<number>(sql`count(*)`),
    })
    .where('id', '=', productId)
    .returning(['average_rating', 'reviews_count'])
    .executeTakeFirstOrThrow();
}

export type AddReviewOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'own-product' }
  | { outcome: 'duplicate' }
  | { outcome: 'added'; review: Review; average_rating: number; reviews_count: number };

class Duplicate extends Error {}

/** A form's fields, those named read as numbers. */
type WithNumbers<Form, Field extends keyof Form> = Omit<Form, Field> & { [name in Field]: number };

/**
 * A review as the member sent it (the endpoint's contract), its ids and stars read as numbers
 * (the user is the caller), plus what the server adds: the reviewer's name, the time and the day
 * ('YYYY-MM-DD': the product must be live on it).
 */
export type ReviewInput = WithNumbers<BodyOf<typeof reviewEndpoint>, 'product_id' | 'user_id' | 'rating'> & {
  reviewer_name: string;
  created_at: string;
  today: string;
};

/**
 * Adds a member's review of a live product everyone may see (not one the moderators hid),
 * notifies the seller and updates the product's rating in the same transaction. The product
 * row is locked first (a no-op update), so
 * concurrent reviews of one product run one after the other and each recount sees every
 * committed review.
 */
export async function addReview(db: Kysely<Database>, input: ReviewInput): Promise<AddReviewOutcome> {
  const { today } = input;
  const review: Omit<NewProductReview, 'id'> = {
    product_id: input.product_id,
    user_id: input.user_id,
    reviewer_name: input.reviewer_name,
    review_text: input.review_text,
    rating: input.rating,
    created_at: input.created_at,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const product = await trx
        .updateTable('products')
        .set((eb) => ({ reviews_count: eb.ref('reviews_count') }))
        .where('id', '=', review.product_id)
        .where('expiry_date', '>=', today)
        .where('moderation', 'is', null)
        .returning(['id', 'user_id', 'product_name'])
        .executeTakeFirst();
      if (!product) return { outcome: 'not-found' } as const;
      if (product.user_id === review.user_id) return { outcome: 'own-product' } as const;
      const existing = await trx
        .selectFrom('product_reviews')
        .select('id')
        .where('product_id', '=', review.product_id)
        .where('user_id', '=', review.user_id)
        .executeTakeFirst();
      if (existing) return { outcome: 'duplicate' } as const;
      const row = await insertReview(trx, review).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new Duplicate() : error;
      });
      await notify(trx, {
        user_id: product.user_id,
        kind: 'review',
        by: review.user_id,
        actor_id: review.user_id,
        actor_name: review.reviewer_name,
        subject: 'product',
        subject_id: product.id,
        subject_title: product.product_name,
        rating: row.rating,
        created_at: review.created_at,
      });
      const rating = await refreshRating(trx, review.product_id);
      return {
        outcome: 'added',
        review: row,
        average_rating: rating.average_rating ?? row.rating,
        reviews_count: rating.reviews_count,
      } as const;
    });
  } catch (error) {
    if (error instanceof Duplicate) return { outcome: 'duplicate' };
    throw error;
  }
}

export function insertReview(db: Db, review: Omit<NewProductReview, 'id'>): Promise<Review> {
  return db
    .insertInto('product_reviews')
    .values(review)
    .returning(['id as review_id', 'reviewer_name', 'review_text', 'rating', 'created_at'])
    .executeTakeFirstOrThrow();
}

import type { FastifyInstance } from 'fastify';
import { texts } from 'shared-ui/texts';
import { marketplace } from 'shared-ui/texts/marketplace';
import { validateReview } from 'shared-ui/validation';
import { addReview } from '../../db/reviews.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import type * as shop from 'shared-ui/contracts/shop';
import type { RoutesOf } from '../../builders/router.ts';
import { REVIEW_TEXT_MAX, shopMessages } from '../../schemas/shop.ts';
import { parseId } from '../../auth/policies.ts';
import { todayOf } from './common.ts';
import { fieldNames } from 'shared-ui/texts/fields';

/** A whole number of stars from 1 to 5, or null (no rating chosen). */
function parseRating(value: string): number | null {
  const rating = Number(value.trim() || NaN);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** Reviewing products (spec sections 5 'Review' and 7). */
export const reviews = (app: FastifyInstance): Pick<RoutesOf<typeof shop>, 'addReview'> => ({
  addReview: {
    attachValidation: true,
    signedOut: () => marketplace.review.loginRequired,
    payloadUser: { notCaller: () => shopMessages.reviewAsYourself },
    handler: async (request, reply, user) => {
      const refuse = (code: 400 | 401 | 403 | 404 | 409, error: string) =>
        reply.code(code).send({ success: false, error });
      if (request.validationError) return refuse(400, describeValidation(request.validationError.validation));

      const body = request.body;
      const rating = parseRating(body.rating);
      const problem = validateReview({ loggedIn: true, rating, review_text: body.review_text });
      if (problem) return refuse(400, problem);
      const reviewText = body.review_text.trim();
      if (reviewText.length > REVIEW_TEXT_MAX) {
        return refuse(400, texts.validation.tooLong(fieldNames.reviewText, REVIEW_TEXT_MAX));
      }
      const productId = parseId(body.product_id);
      if (productId === null) return refuse(400, shopMessages.badProductId);

      const result = await addReview(app.db, {
        product_id: productId,
        user_id: user.id,
        reviewer_name: user.username,
        review_text: reviewText,
        rating: rating!,
        created_at: app.now().toISOString(),
        today: todayOf(app),
      });
      switch (result.outcome) {
        case 'not-found':
          return refuse(404, shopMessages.productNotFound);
        case 'own-product':
          return refuse(403, shopMessages.ownProductReview);
        case 'duplicate':
          return refuse(409, shopMessages.alreadyReviewed);
        default:
          return reply.code(201).send({
            success: true,
            message: marketplace.review.added,
            review: result.review,
            average_rating: result.average_rating,
            reviews_count: result.reviews_count,
          });
      }
    },
  },
});

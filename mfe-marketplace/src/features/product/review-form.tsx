import { useState } from 'react';
import { marketplace } from 'shared-ui/texts/marketplace';
import { Form, FormFailure, useForm } from 'shared-ui/form';
import { MessageBanner } from 'shared-ui/message-banner';
import { TextArea } from 'shared-ui/text-area';
import { limits, validateReview } from 'shared-ui/validation';
import { product as productTexts } from '../../texts/product.ts';
import { addReview } from './api.ts';

const t = productTexts;
const RATINGS = [1, 2, 3, 4, 5] as const;

interface ReviewValues {
  rating: number | null;
  review_text: string;
}

/**
 * A member's review of a product: 1 to 5 stars (a radio group, so arrows move between them)
 * and a text. The spec's rule decides what is missing; the server's answer is shown as it is.
 */
export function ReviewForm({
  productId,
  userId,
  onAdded,
}: {
  productId: number;
  userId: number;
  onAdded: () => void;
}) {
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<ReviewValues>({
    initial: { rating: null, review_text: '' },
    validate: (values) => {
      const problem = validateReview({ loggedIn: true, ...values });
      if (!problem) return {};
      return problem === marketplace.review.ratingRequired ? { rating: problem } : { review_text: problem };
    },
    failureText: marketplace.review.submitFailed,
    onSubmit: async (values) => {
      setAdded(null);
      // A form-encoded body: every field is text.
      const answer = await addReview({
        product_id: String(productId),
        user_id: String(userId),
        rating: String(values.rating ?? 0),
        review_text: values.review_text.trim(),
      });
      if (!answer.success) throw new FormFailure(answer.error || marketplace.review.addFailed);
      setAdded(answer.message || marketplace.review.added);
      form.reset();
      onAdded();
    },
  });
  const ratingError = form.errors.rating;

  return (
    <section className="market-review-form" aria-labelledby="review-form-title">
      <h2 id="review-form-title">{t.writeReview}</h2>
      {added && <MessageBanner tone="success">{added}</MessageBanner>}
      <Form form={form} submitLabel={t.submitReview} busyLabel={t.submittingReview}>
        <fieldset
          className="market-stars"
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? 'review-rating-error' : undefined}
        >
          <legend>{t.yourRating}</legend>
          {RATINGS.map((rating) => (
            <label key={rating} className="market-stars__star">
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={form.values.rating === rating}
                onChange={() => form.setValue('rating', rating)}
              />
              <span aria-hidden="true" className={(form.values.rating ?? 0) >= rating ? 'is-on' : undefined}>
                ★
              </span>
              <span className="visually-hidden">{t.stars(rating)}</span>
            </label>
          ))}
          {ratingError && (
            <p id="review-rating-error" className="ui-field__error">
              {ratingError}
            </p>
          )}
        </fieldset>
        <TextArea
          label={t.reviewText}
          required
          maxLength={limits.reviewTextMax}
          {...form.field('review_text')}
        />
      </Form>
    </section>
  );
}

import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PAGES, pagePath, texts, useBeforeHydration, useCurrentUser } from 'shared-ui';
import { Button, buttonClass } from 'shared-ui/button';
import { LoginDialog } from 'shared-ui/login-dialog';
import { MessageBanner } from 'shared-ui/message-banner';
import { ReportButton } from 'shared-ui/report';
import { usePagedList } from 'shared-ui/paged-list';
import { usePageMeta } from 'shared-ui/page-meta';
import { useRead } from 'shared-ui/use-read';
import { Skeleton } from 'shared-ui/skeleton';
import { formatPrice } from '../products/format-price.ts';
import { useEmbedded } from '../../shared/embedded.ts';
import {
  documentProduct,
  getProduct,
  getReviews,
  productPageUrl,
  whatsAppLink,
  type ProductDetail,
} from './api.ts';
import { Pictures } from './pictures.tsx';
import { ReviewForm } from './review-form.tsx';
import { SafetyTips, SellerStanding } from './seller-standing.tsx';
import './product-page.css';
import { product as productTexts } from '../../texts/product.ts';
import { marketplace } from 'shared-ui/texts/marketplace';

const t = productTexts;

type Loaded =
  { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; product: ProductDetail };

/**
 * Reads the product at `productId` (shown in the first render when the page's document came with
 * it); `reload` reads it again (after a review) and keeps the product on screen until the new
 * answer is in. A refusal shows the server's text: 'Product not found.', or 'This content has
 * been removed.' for a product the moderators hid (410).
 */
function useProduct(productId: string) {
  const read = useRead(
    productId,
    () => getProduct(productId),
    () => documentProduct(productId),
  );
  const answer = read.value;
  const loaded: Loaded = read.failed
    ? { state: 'failed', text: marketplace.products.detailFailed }
    : answer === undefined
      ? { state: 'loading' }
      : 'product' in answer
        ? { state: 'ready', product: answer.product }
        : { state: 'failed', text: answer.error };
  return { loaded, reload: read.reload };
}

/**
 * The address of the product's page, for the chat's first message and a partner's page: its path
 * on the server and while the browser hydrates (the server does not know by which address the
 * visitor came), the full address after.
 */
function useProductPageUrl(productId: number): string {
  return useBeforeHydration() ? pagePath(PAGES.product, { productId }) : productPageUrl(productId);
}

/** Back where the visitor came from, or to the list when the page was opened from a link. */
function BackButton() {
  const navigate = useNavigate();
  // The entry a visit starts on has react-router's key 'default': there is no page of ours behind it.
  const openedHere = useLocation().key === 'default';
  const goBack = () => void (openedHere ? navigate(PAGES.marketplace) : navigate(-1));
  const label = (
    <>
      <span aria-hidden="true">← </span>
      {t.back}
    </>
  );
  return (
    <>
      <Button variant="ghost" className="ui-needs-script" onClick={goBack}>
        {label}
      </Button>
      {/* Without scripts there is no history to go back in: the list, by its address. */}
      <noscript>
        <a className={buttonClass('ghost')} href={PAGES.marketplace}>
          {label}
        </a>
      </noscript>
    </>
  );
}

/**
 * The reviews, newest first: the first page came with the product, Load More reads the next. A
 * review written here reloads the product, and the list starts again from it (its `key`).
 */
function Reviews({ product }: { product: ProductDetail }) {
  const firstPage = { items: product.reviews, hasMore: product.reviews_has_more === true };
  const reviews = usePagedList({
    key: String(product.product_id),
    firstPage: () => firstPage,
    load: (page) => (page === 1 ? Promise.resolve(firstPage) : getReviews(product.product_id, page)),
  });
  const items = reviews.items ?? product.reviews;
  return (
    <section className="market-product__reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t.reviews}</h2>
      {items.length === 0 ? (
        <p>{marketplace.review.none}</p>
      ) : (
        <ul className="market-product__review-list" tabIndex={0} aria-labelledby="reviews-title">
          {items.map((review) => (
            <li key={review.review_id}>
              <strong>{review.reviewer_name}</strong>
              {review.rating ? (
                <span className="market-product__review-stars"> · {t.outOfFive(String(review.rating))}</span>
              ) : null}
              <p>{review.review_text}</p>
            </li>
          ))}
        </ul>
      )}
      {reviews.moreFailed && <MessageBanner tone="danger">{texts.form.loadFailed}</MessageBanner>}
      {reviews.hasMore && (
        <Button variant="secondary" size="small" busy={reviews.loadingMore} onClick={reviews.loadMore}>
          {marketplace.products.loadMore}
        </Button>
      )}
    </section>
  );
}

/** A guest's way to the review form: the login modal, and the form on the same page after. */
function ReviewLogin() {
  const [askLogin, setAskLogin] = useState(false);
  return (
    <p className="market-product__login">
      {t.loginToReview}{' '}
      <Button variant="secondary" size="small" onClick={() => setAskLogin(true)}>
        {t.logIn}
      </Button>
      <LoginDialog
        open={askLogin}
        onClose={() => setAskLogin(false)}
        reason={marketplace.review.loginRequired}
      />
    </p>
  );
}

/**
 * A product's page: pictures, facts, reviews, the seller's standing, a WhatsApp chat with them
 * beside the safety tips, and a report to the moderators (not from a partner's page, where no
 * one is signed in).
 */
export function ProductPage() {
  const { productId = '' } = useParams();
  const { loaded, reload } = useProduct(productId);
  const user = useCurrentUser();
  const embedded = useEmbedded();
  const shown = loaded.state === 'ready' ? loaded.product : undefined;
  usePageMeta(embedded ? {} : { title: shown?.product_name, description: shown?.description });
  const pageUrl = useProductPageUrl(shown?.product_id ?? 0);

  if (loaded.state === 'loading')
    return (
      <section className="ui-page">
        <Skeleton label={t.loading} variant="card" count={1} grid={false} />
      </section>
    );
  if (loaded.state === 'failed') {
    return (
      <section className="ui-page">
        <BackButton />
        <MessageBanner tone="danger">{loaded.text}</MessageBanner>
      </section>
    );
  }
  const { product } = loaded;
  const rating = product.average_rating ? t.outOfFive(product.average_rating.toFixed(1)) : t.notRated;
  return (
    <article className="ui-page market-product">
      <BackButton />
      <h1>{product.product_name}</h1>
      <Pictures product={product} />
      <p className="market-product__description">{product.description}</p>
      <dl className="market-product__facts">
        <dt>{t.price}</dt>
        <dd>
          {marketplace.currency} {formatPrice(product.price)}
        </dd>
        <dt>{t.location}</dt>
        <dd>{product.location}</dd>
        <dt>{t.category}</dt>
        <dd>{product.category}</dd>
        <dt>{t.rating}</dt>
        <dd>{rating}</dd>
        {product.seller_name && (
          <>
            <dt>{t.seller}</dt>
            <dd>{t.sellerIs(product.seller_name, product.seller_id ?? 0)}</dd>
          </>
        )}
      </dl>
      <SellerStanding product={product}>
        {!embedded && (
          <ReportButton subject="product" subjectId={product.product_id} ownerId={product.seller_id} />
        )}
      </SellerStanding>
      <p className="market-product__disclaimer" role="note">
        {t.disclaimer}
      </p>
      <div className="market-product__contact">
        <a
          className={`${buttonClass()} market-product__chat`}
          href={whatsAppLink(product, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {marketplace.chatWithSeller}
        </a>
        <SafetyTips />
      </div>
      <Reviews key={`${product.reviews.length}:${product.average_rating}`} product={product} />
      {embedded ? (
        <a className={buttonClass('secondary')} href={pageUrl} target="_blank" rel="noopener">
          {t.reviewOnSite}
        </a>
      ) : user ? (
        <ReviewForm productId={product.product_id} userId={user.id} onAdded={reload} />
      ) : (
        <ReviewLogin />
      )}
    </article>
  );
}

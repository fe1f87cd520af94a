import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, pagePath } from 'shared-ui';
import { calendarDay, useDateZone, type DateZone } from 'shared-ui/dates';
import { dates } from 'shared-ui/texts/dates';
import { marketplace } from 'shared-ui/texts/marketplace';
import { product as productTexts } from '../../texts/product.ts';
import type { ProductDetail } from './api.ts';

const t = productTexts;

/**
 * 'March 2026', in the visitor's time zone (or in `zone`: see useDateZone), or undefined for what
 * is no date. The month names are the catalogue's, as `shared-ui/dates` writes them (no `Intl`
 * calendar data to load).
 */
export function monthAndYear(iso: string, zone: DateZone = 'visitor'): string | undefined {
  const day = calendarDay(iso, zone);
  return day && `${dates.months[day.month] ?? ''} ${day.year}`;
}

/** The address of one seller's listings on the marketplace. */
export const sellerListingsPath = (sellerId: number) =>
  pagePath(PAGES.marketplace, undefined, { seller: sellerId });

/**
 * What a buyer can judge a seller by before a chat: how long they have been a member, how much
 * they have on sale, what their buyers said of all their products, and the way to those products
 * (with `children` beside it: the Report button).
 */
export function SellerStanding({ product, children }: { product: ProductDetail; children?: ReactNode }) {
  const { seller } = product;
  const since = monthAndYear(seller.member_since, useDateZone());
  const rated = seller.average_rating !== null && seller.reviews_count > 0;
  const rating = rated ? (seller.average_rating ?? 0).toFixed(1) : '';
  return (
    <section className="market-product__seller" aria-labelledby="seller-title">
      <h2 id="seller-title">{t.aboutSeller}</h2>
      <ul className="market-product__standing">
        {since && <li>{t.memberSince(since)}</li>}
        <li>{t.activeListings(seller.active_listings)}</li>
        <li>
          {rated ? (
            <>
              <span aria-hidden="true">{t.sellerRating(rating, seller.reviews_count)}</span>
              <span className="visually-hidden">{t.sellerRatingSpoken(rating, seller.reviews_count)}</span>
            </>
          ) : (
            t.sellerNotRated
          )}
        </li>
      </ul>
      <div className="market-product__seller-actions">
        <Link to={sellerListingsPath(product.seller_id)}>
          {product.seller_name
            ? t.sellerListings(product.seller_name)
            : marketplace.products.sellerListingsUnnamed}
        </Link>
        {children}
      </div>
    </section>
  );
}

/** Three short rules beside the chat: static text, the same on every product. */
export function SafetyTips() {
  return (
    <aside className="market-product__tips" aria-labelledby="safety-title">
      <h2 id="safety-title">{t.safetyTitle}</h2>
      <ul>
        {t.safetyTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}

/** Marketplace records as the API answers them (the contract's types: a missing field fails to compile). */
import type { Product } from 'shared-ui';
import type { SellerStanding } from 'shared-ui/contracts/entities';
import type { ProductDetail, ProductReview } from '../features/product/api.ts';

export const product = (id: number, changes: Partial<Product> = {}): Product => ({
  product_id: id,
  product_name: `Product ${id}`,
  description: 'A long description of the product that goes on past fifty characters.',
  price: 100 * id,
  location: 'Kilifi',
  category: 'Crafts',
  contact_whatsapp: '+254712345678',
  expiry_date: '2099-12-31',
  image_1: `product-${id}.webp`,
  image_2: null,
  image_3: null,
  timestamp: '2026-03-12T09:00:00.000Z',
  average_rating: null,
  seller_name: 'Zawadi',
  seller_id: 9,
  ...changes,
});

export const review = (id: number, changes: Partial<ProductReview> = {}): ProductReview => ({
  review_id: id,
  reviewer_name: `Reviewer ${id}`,
  review_text: `Review ${id}`,
  rating: 4,
  created_at: '2026-03-12T09:00:00.000Z',
  ...changes,
});

export const sellerStanding = (changes: Partial<SellerStanding> = {}): SellerStanding => ({
  member_since: '2026-03-12T09:00:00.000Z',
  active_listings: 3,
  average_rating: 4.5,
  reviews_count: 12,
  ...changes,
});

export const productDetail = (id: number, changes: Partial<ProductDetail> = {}): ProductDetail => ({
  ...product(id),
  seller: sellerStanding(),
  reviews: [],
  reviews_count: 0,
  reviews_has_more: false,
  ...changes,
});

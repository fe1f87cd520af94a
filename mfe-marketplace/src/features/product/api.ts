import {
  answerOf,
  apiBase,
  call,
  deviceSrcSet,
  idFromAddress,
  read,
  ReadFailed,
  readOf,
  replyOf,
  type BodyOf,
  type ListPage,
  type Product,
} from 'shared-ui';
import { addReview as addReviewEndpoint, fetchProducts } from 'shared-ui/contracts/shop';
import {
  IMAGE_WIDTHS,
  imageAddress,
  imageSrcSet,
  PAGES,
  pagePath,
  type ImageWidth,
} from 'shared-ui/contracts';
import type { ProductDetailSchema, ReviewSchema } from 'shared-ui/contracts/entities';
import { takeDocumentAnswer } from 'shared-ui/document-answers';
import type { Static } from 'typebox';
import { product as productTexts } from '../../texts/product.ts';

/** A review as the product detail lists it. */
export type ProductReview = Static<typeof ReviewSchema>;

/** A product with its reviews. */
export type ProductDetail = Static<typeof ProductDetailSchema>;

/** One product with a page of its reviews: the query of the product page's reads. */
const productQuery = (productId: string, reviewsPage: number) => ({
  // The page's address holds the id as typed; the server refuses one that is not a number.
  product_id: idFromAddress(productId),
  ...(reviewsPage > 1 && { reviews_page: reviewsPage }),
});

/** What the product page reads first (with its first page of reviews). */
export const productRead = (productId: string, reviewsPage = 1) =>
  readOf(fetchProducts, { query: productQuery(productId, reviewsPage) });

/** What the product page shows: the product, or the server's refusal text. */
export type ProductAnswer = { product: ProductDetail } | { error: string };

/**
 * The product a success answer of the product's read holds (its reviews a list even when the
 * server sent none), or undefined when it holds none.
 */
export function productFromAnswer(body: unknown): { product: ProductDetail } | undefined {
  const product = (body as { product?: unknown } | null)?.product;
  if (!product || typeof product !== 'object') return undefined;
  const detail = product as ProductDetail;
  return { product: { ...detail, reviews: Array.isArray(detail.reviews) ? detail.reviews : [] } };
}

/**
 * One product, or the server's refusal text ('Product not found.'). Throws only on network
 * failure or an answer without a product.
 */
export async function getProduct(productId: string): Promise<ProductAnswer> {
  const response = await read(fetchProducts, { query: productQuery(productId, 1) });
  const body = await replyOf(fetchProducts, response);
  const found = response.ok ? productFromAnswer(body) : undefined;
  if (found) return found;
  if (!response.ok && body.error) return { error: body.error };
  throw new Error('No product in the answer');
}

/**
 * The product when the page's document came with it (a first visit), else undefined: the
 * document carries success answers only, so a refusal is read as before.
 */
export const documentProduct = (productId: string) =>
  productFromAnswer(takeDocumentAnswer(productRead(productId)));

/** A later page of a product's reviews (the product read with its `reviews_page`); throws when it cannot be read. */
export async function getReviews(productId: number, page: number): Promise<ListPage<ProductReview>> {
  const response = await read(fetchProducts, { query: productQuery(String(productId), page) });
  const answer = await answerOf(fetchProducts, response);
  const product = 'product' in answer ? answer.product : undefined;
  if (!product || !Array.isArray(product.reviews)) throw new ReadFailed(response.status, response.url);
  return { items: product.reviews, hasMore: product.reviews_has_more === true };
}

/** The address of a product picture in one of the widths the server keeps. */
/** Where the products' pictures are served, under the API base. */
export const PRODUCT_IMAGES = 'shop/uploads';

export function productImage(name: string, width: ImageWidth = IMAGE_WIDTHS.full): string {
  return imageAddress(apiBase(), PRODUCT_IMAGES, name, width);
}

/** `srcset` of a product's picture: the small and the full width. */
export const productImageSet = (name: string) => deviceSrcSet(imageSrcSet(apiBase(), PRODUCT_IMAGES, name));

/** A list card's picture: the whole column on a phone, a grid column on a wider screen. */
export const CARD_SIZES = '(min-width: 40rem) 20rem, 100vw';

/** The product page's pictures. */
export const PICTURE_SIZES = '(min-width: 60rem) 30rem, 100vw';

/** The product's page on the main site (its origin is the API's, also inside a partner's page). */
export const productPageUrl = (productId: number) =>
  new URL(pagePath(PAGES.product, { productId }), new URL(apiBase(), location.href)).href;

/**
 * A WhatsApp chat with the seller: wa.me takes the number's digits, country code first, and
 * the first message, which names the product and links to `pageUrl`, its page.
 */
export const whatsAppLink = (product: Pick<Product, 'contact_whatsapp' | 'product_name'>, pageUrl: string) =>
  `https://wa.me/${product.contact_whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(
    productTexts.chatMessage(product.product_name, pageUrl),
  )}`;

/** Sends a review (form-encoded): the server's message or error. Throws only on network failure. */
export async function addReview(
  review: BodyOf<typeof addReviewEndpoint>,
): Promise<{ success: boolean; message?: string; error?: string }> {
  const response = await call(addReviewEndpoint, { body: review });
  const body = await replyOf(addReviewEndpoint, response);
  return {
    success: response.ok && body.success === true,
    message: body.message,
    error: body.error,
  };
}

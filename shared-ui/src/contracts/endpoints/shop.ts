/**
 * The marketplace's endpoints (`/api/shop/*`, spec sections 5 and 7): browsing products, one
 * product with its reviews, the categories, reviewing, listing and taking down a product.
 */
import { Type, type Static } from 'typebox';
import { ProductDetailSchema, ProductSchema, REVIEWS_PAGE_SIZE, ReviewSchema } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import {
  multipartForm,
  refusals,
  RemovalReason,
  SEARCH_DESCRIPTION,
  SearchRefusal,
  SiteSearchAnswer,
  SiteSearchQuery,
} from './forms.ts';

/** Products per page of the list (1-based pages). */
export const PRODUCTS_PAGE_SIZE = 12;
/** The highest page number a list takes. */
export const MAX_PAGE = 10_000;

const page = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_PAGE, description });

/** The list's query (search, category, price, recent, page), or one product's (product_id). */
export const ProductsQuery = Type.Object({
  product_id: Type.Optional(Type.Integer({ minimum: 1, description: 'One product, with its reviews' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words matched as prefixes' })),
  category: Type.Optional(Type.String({ maxLength: 100, description: 'Exact category; empty for all' })),
  price: Type.Optional(
    Type.Enum(['', 'lowToHigh', 'highToLow'], { description: 'Price order; wins over recent' }),
  ),
  recent: Type.Optional(Type.Enum(['', 'newest', 'oldest'], { description: 'Default newest' })),
  seller_id: Type.Optional(Type.Integer({ minimum: 1, description: "One seller's listings only" })),
  page: Type.Optional(page('1-based page number')),
  reviews_page: Type.Optional(page('Page of the reviews (with product_id)')),
});
export type ProductsQuery = Static<typeof ProductsQuery>;

export const ProductsAnswer = Type.Object({
  products: Type.Array(ProductSchema),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const ProductAnswer = Type.Object({ product: ProductDetailSchema });

const ErrorAnswer = Type.Object({ error: Type.String() });

export const fetchProducts = endpoint({
  method: 'GET',
  path: 'shop/fetch_products.php',
  summary: 'Live products, a page at a time, or one product with its reviews',
  description:
    `Only live products (expiry_date today or later, UTC) are listed, ${PRODUCTS_PAGE_SIZE} a page. ` +
    'Order: by price when price is given (recent is then ignored), else by listing time, newest ' +
    'first unless recent=oldest. With product_id: that product and its reviews (newest first, ' +
    `${REVIEWS_PAGE_SIZE} per reviews_page); an expired product is shown to its seller only; a product ` +
    "hidden by moderators answers 410. seller_id lists one seller's live products.",
  policy: 'public',
  query: ProductsQuery,
  answers: { 200: Type.Union([ProductsAnswer, ProductAnswer]), ...refusals(ErrorAnswer, 400, 404, 410) },
});

export const getFilters = endpoint({
  method: 'GET',
  path: 'shop/get_filters.php',
  summary: 'The categories of live products, sorted',
  policy: 'public',
  answers: { 200: Type.Object({ categories: Type.Array(Type.String()) }) },
});

/** Fields default to '' so the spec's own validation gives the refusal text. */
export const ReviewBody = Type.Object({
  product_id: Type.String({ default: '', maxLength: 20 }),
  user_id: Type.String({ default: '', maxLength: 20 }),
  review_text: Type.String({ default: '', maxLength: 10_000 }),
  rating: Type.String({ default: '', maxLength: 10, description: '1 to 5' }),
});

const ReviewRefusal = Type.Object({ success: Type.Literal(false), error: Type.String() });

export const addReview = endpoint({
  method: 'POST',
  path: 'shop/add_review.php',
  summary: 'Review a live product (one review per member and product)',
  description:
    'Form-encoded (JSON is accepted too). Updates the product average_rating and reviews_count ' +
    "in the same transaction. Sellers cannot review their own products; user_id must be the caller's.",
  policy: 'payload-user',
  encoding: 'form',
  body: ReviewBody,
  answers: {
    201: Type.Object({
      success: Type.Literal(true),
      message: Type.String(),
      review: ReviewSchema,
      average_rating: Type.Number(),
      reviews_count: Type.Integer(),
    }),
    ...refusals(ReviewRefusal, 400, 401, 403, 404, 409),
  },
});

const MessageAnswer = Type.Object({ message: Type.String() });

export const addProduct = endpoint({
  method: 'POST',
  path: 'shop/add_product.php',
  summary: 'List a product for sale',
  description:
    'multipart/form-data: product_name, description, price (Ksh, 0 or more), location, category, ' +
    'contact_whatsapp (+254 and 9 digits; cut at 13 characters), expiry_date (YYYY-MM-DD, today or ' +
    "later), image_1 (required), image_2, image_3 (images), user_id (the caller's own id).",
  policy: 'payload-user',
  encoding: 'multipart',
  body: multipartForm(
    {
      product_name: 'The name',
      description: 'What it is',
      price: 'Ksh, 0 or more',
      location: 'Where it can be had',
      category: 'Its category',
      contact_whatsapp: '+254 and 9 digits (cut at 13 characters)',
      expiry_date: 'YYYY-MM-DD, today or later',
      user_id: "The caller's own id",
    },
    {
      image_1: 'The main image (JPEG, PNG, WebP or GIF)',
      image_2: 'A second image',
      image_3: 'A third image',
    },
    [
      'product_name',
      'description',
      'price',
      'location',
      'category',
      'contact_whatsapp',
      'expiry_date',
      'user_id',
      'image_1',
    ],
  ),
  answers: {
    201: Type.Object({ message: Type.String(), product_id: Type.Integer() }),
    ...refusals(MessageAnswer, 400, 401, 403, 413, 415),
  },
});

const DeleteProductAnswer = Type.Object({ success: Type.Boolean(), message: Type.String() });

export const deleteProduct = endpoint({
  method: 'POST',
  path: 'shop/delete_product.php',
  summary: 'Take a product down (its seller, or an administrator)',
  description: 'Its reviews go with it; its pictures are removed once no product uses them.',
  policy: 'owner-or-admin',
  body: Type.Object({ product_id: Type.Integer({ minimum: 1 }), reason: RemovalReason }),
  answers: { 200: DeleteProductAnswer, ...refusals(DeleteProductAnswer, 400, 401, 403, 404) },
});

const MyProductsQuery = Type.Object({
  user_id: Type.Optional(Type.String({ maxLength: 20, description: "The caller's own id" })),
  delete: Type.Optional(Type.String({ maxLength: 20, description: 'A product to confirm deleting' })),
  deleted: Type.Optional(Type.String({ maxLength: 1, description: '1 after a product was deleted' })),
});

const HtmlPage = Type.String({ description: 'An HTML page' });

/** The server's own page of a seller's products (spec section 2, Sell): the sell page links to it. */
export const viewMyProducts = endpoint({
  method: 'GET',
  path: 'shop/view_my_products.php',
  summary: "A server-rendered HTML page of the caller's products (live and expired)",
  description:
    'Only for the member whose user_id it is: 401 page for guests, 403 page for anyone else. ' +
    '`delete=<id>` asks to confirm deleting that product; `deleted=1` says a product was deleted.',
  policy: 'payload-user',
  produces: 'text/html',
  query: MyProductsQuery,
  answers: { 200: HtmlPage, ...refusals(HtmlPage, 401, 403) },
});

/** The form of that page that deletes one of the seller's products. */
export const deleteFromMyProducts = endpoint({
  method: 'POST',
  path: 'shop/view_my_products.php',
  summary: 'Delete one of the caller\'s products from the "View My Products" page',
  description:
    "The page's own form (application/x-www-form-urlencoded: product_id). On success 303 to the " +
    'page with deleted=1; otherwise the page again with the reason. Only from this site.',
  policy: 'payload-user',
  produces: 'text/html',
  encoding: 'form',
  query: MyProductsQuery,
  body: Type.Object({ product_id: Type.String({ maxLength: 20, description: 'The product to delete' }) }),
  answers: { 200: HtmlPage, 303: Type.Null(), ...refusals(HtmlPage, 401, 403, 404) },
});

export const searchProducts = endpoint({
  method: 'GET',
  path: 'shop/search',
  summary: 'Live products matching a search: name, then description, place, category',
  description: SEARCH_DESCRIPTION,
  policy: 'public',
  query: SiteSearchQuery,
  answers: { 200: SiteSearchAnswer, ...refusals(SearchRefusal, 400) },
});

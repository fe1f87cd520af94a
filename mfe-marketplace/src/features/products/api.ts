import {
  pageFrom,
  pageInAnswer,
  read,
  readOf,
  startPageOf,
  type ListPage,
  type Product,
  type QueryOf,
} from 'shared-ui';
import { fetchProducts, getFilters, MAX_PAGE } from 'shared-ui/contracts/shop';
import { takeDocumentAnswer } from 'shared-ui/document-answers';

/**
 * Every field is sent, so one list's read is one address (the server preloads it by that address).
 * The seller only when there is one: the whole list's address stays the one the server preloads,
 * and a seller's list has another, so the whole list the document came with is never taken for it.
 */
const sent = (query: QueryOf<typeof fetchProducts>): QueryOf<typeof fetchProducts> => ({
  search: query.search ?? '',
  category: query.category ?? '',
  price: query.price ?? '',
  recent: query.recent ?? '',
  ...(query.seller_id !== undefined && { seller_id: query.seller_id }),
  page: query.page ?? 1,
});

/** The price orders and listing-time orders the list offers (the API's, but 'none'). */
export const PRICE_ORDERS = ['lowToHigh', 'highToLow'] as const;
export const RECENT_ORDERS = ['newest', 'oldest'] as const;

const oneOf = <V extends string>(value: string | null, values: readonly V[]): V | '' =>
  values.find((known) => known === value) ?? '';

/** A seller's id from the address (`?seller=`): a whole number from 1, else no seller. */
function sellerOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * The list's query as the page's address holds it (`?q=&category=&price=&recent=&seller=`, the
 * names of the search form's fields): the page reads it so, and its route's first reads too.
 */
export function listQueryOf(params: URLSearchParams | undefined) {
  return {
    search: params?.get('q') ?? '',
    category: params?.get('category') ?? '',
    price: oneOf(params?.get('price') ?? null, PRICE_ORDERS),
    recent: oneOf(params?.get('recent') ?? null, RECENT_ORDERS),
    seller_id: sellerOf(params?.get('seller') ?? null),
  } satisfies QueryOf<typeof fetchProducts>;
}

/** The page the list opens on (`?page=`), at most the last the API takes. */
export const listStartPage = (params: URLSearchParams | undefined) => startPageOf(params, MAX_PAGE);

/** One page of products, as the page reads it. */
export const productsRead = (query: QueryOf<typeof fetchProducts> = {}) =>
  readOf(fetchProducts, { query: sent(query) });

/** The product categories. */
export const categoriesRead = () => readOf(getFilters);

/** One page of products; throws when it cannot be read (an error status included). */
export async function getProducts(query: QueryOf<typeof fetchProducts> = {}): Promise<ListPage<Product>> {
  return pageFrom(fetchProducts, await read(fetchProducts, { query: sent(query) }), 'products');
}

/**
 * The page of products the list opens on (page 1 unless the query says) when the page's document
 * came with it (a first visit), else undefined.
 */
export const documentProducts = (query: QueryOf<typeof fetchProducts>) =>
  pageInAnswer(fetchProducts, takeDocumentAnswer(productsRead(query)), 'products');

/** The product categories; throws when they cannot be read. */
export async function getProductCategories(): Promise<string[]> {
  return (await pageFrom(getFilters, await read(getFilters), 'categories')).items;
}

/** The product categories when the page's document came with them, else undefined. */
export const documentCategories = () =>
  pageInAnswer(getFilters, takeDocumentAnswer(categoriesRead()), 'categories')?.items;

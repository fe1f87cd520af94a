import { pageFrom, pageInAnswer, read, readOf, type ListPage, type Product } from 'shared-ui';
import { fetchProducts, getFilters, type ProductsQuery } from 'shared-ui/contracts/shop';
import { takeDocumentAnswer } from 'shared-ui/document-answers';

/** What the list asks for: its search, category, order, page, and one seller's listings only. */
export type ProductQuery = Pick<
  ProductsQuery,
  'search' | 'category' | 'price' | 'recent' | 'page' | 'seller_id'
>;

/**
 * Every field is sent, so one list's read is one address (the server preloads it by that address).
 * The seller only when there is one: the whole list's address stays the one the server preloads,
 * and a seller's list has another, so the whole list the document came with is never taken for it.
 */
const sent = (query: ProductQuery): ProductsQuery => ({
  search: query.search ?? '',
  category: query.category ?? '',
  price: query.price ?? '',
  recent: query.recent ?? '',
  ...(query.seller_id !== undefined && { seller_id: query.seller_id }),
  page: query.page ?? 1,
});

/** One page of products, as the page reads it. */
export const productsRead = (query: ProductQuery = {}) => readOf(fetchProducts, { query: sent(query) });

/** The product categories. */
export const categoriesRead = () => readOf(getFilters);

/** One page of products; throws when it cannot be read (an error status included). */
export async function getProducts(query: ProductQuery = {}): Promise<ListPage<Product>> {
  return pageFrom(fetchProducts, await read(fetchProducts, { query: sent(query) }), 'products');
}

/** The first page of products when the page's document came with it (a first visit), else undefined. */
export const documentProducts = (query: ProductQuery) =>
  pageInAnswer(fetchProducts, takeDocumentAnswer(productsRead({ ...query, page: 1 })), 'products');

/** The product categories; throws when they cannot be read. */
export async function getProductCategories(): Promise<string[]> {
  return (await pageFrom(getFilters, await read(getFilters), 'categories')).items;
}

/** The product categories when the page's document came with them, else undefined. */
export const documentCategories = () =>
  pageInAnswer(getFilters, takeDocumentAnswer(categoriesRead()), 'categories')?.items;

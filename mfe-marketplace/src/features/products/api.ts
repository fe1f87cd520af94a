import { apiRead, http, readJson, type Product } from 'shared-ui';
import { takeDocumentAnswer } from 'shared-ui/document-answers';

export interface ProductQuery {
  search?: string;
  category?: string;
  /** Price sort: lowToHigh or highToLow. */
  price?: '' | 'lowToHigh' | 'highToLow';
  /** Recency sort: newest or oldest. */
  recent?: '' | 'newest' | 'oldest';
  page?: number;
}

/** GET /shop/fetch_products.php: one page of products. */
export const productsRead = (query: ProductQuery = {}) =>
  apiRead('shop/fetch_products.php', {
    search: query.search ?? '',
    category: query.category ?? '',
    price: query.price ?? '',
    recent: query.recent ?? '',
    page: query.page ?? 1,
  });

/** GET /shop/get_filters.php: the product categories. */
export const categoriesRead = () => apiRead('shop/get_filters.php');

/** The list at `key` of an answer, or undefined when it has none. */
function listOf<T>(body: unknown, key: 'products' | 'categories'): T[] | undefined {
  const list = (body as Partial<Record<typeof key, unknown>> | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : undefined;
}

/** One page of products. */
export async function getProducts(query: ProductQuery = {}): Promise<Product[]> {
  return listOf<Product>(await readJson(await http().get(productsRead(query))), 'products') ?? [];
}

/** The first page of products when the page's document came with it (a first visit), else undefined. */
export const documentProducts = (query: ProductQuery) =>
  listOf<Product>(takeDocumentAnswer(productsRead({ ...query, page: 1 })), 'products');

/** The product categories. */
export async function getProductCategories(): Promise<string[]> {
  return listOf<string>(await readJson(await http().get(categoriesRead())), 'categories') ?? [];
}

/** The product categories when the page's document came with them, else undefined. */
export const documentCategories = () => listOf<string>(takeDocumentAnswer(categoriesRead()), 'categories');

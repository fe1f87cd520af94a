import { apiRead, http, pageOf, readPage, type ListPage, type Product } from 'shared-ui';
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

/** One page of products; throws when it cannot be read (an error status included). */
export async function getProducts(query: ProductQuery = {}): Promise<ListPage<Product>> {
  return readPage<Product>(await http().get(productsRead(query)), 'products');
}

/** The first page of products when the page's document came with it (a first visit), else undefined. */
export const documentProducts = (query: ProductQuery) =>
  pageOf<Product>(takeDocumentAnswer(productsRead({ ...query, page: 1 })), 'products');

/** The product categories; throws when they cannot be read. */
export async function getProductCategories(): Promise<string[]> {
  return (await readPage<string>(await http().get(categoriesRead()), 'categories')).items;
}

/** The product categories when the page's document came with them, else undefined. */
export const documentCategories = () =>
  pageOf<string>(takeDocumentAnswer(categoriesRead()), 'categories')?.items;

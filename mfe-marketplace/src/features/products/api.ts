import { apiRead, http, readJson, type Product } from 'shared-ui';

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

/** One page of products. */
export async function getProducts(query: ProductQuery = {}): Promise<Product[]> {
  const body = await readJson<{ products: Product[] }>(await http().get(productsRead(query)));
  return Array.isArray(body.products) ? body.products : [];
}

/** The product categories. */
export async function getProductCategories(): Promise<string[]> {
  const body = await readJson<{ categories: string[] }>(await http().get(categoriesRead()));
  return Array.isArray(body.categories) ? body.categories : [];
}

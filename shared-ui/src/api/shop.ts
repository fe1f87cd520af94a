import type { Product } from '../contracts/index.ts';
import { http, readJson } from './client.ts';

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
export async function getProducts(query: ProductQuery = {}): Promise<Product[]> {
  const response = await http().get('shop/fetch_products.php', {
    searchParams: {
      search: query.search ?? '',
      category: query.category ?? '',
      price: query.price ?? '',
      recent: query.recent ?? '',
      page: query.page ?? 1,
    },
  });
  const body = await readJson<{ products: Product[] }>(response);
  return Array.isArray(body.products) ? body.products : [];
}

/** GET /shop/get_filters.php: the product categories. */
export async function getProductCategories(): Promise<string[]> {
  const body = await readJson<{ categories: string[] }>(await http().get('shop/get_filters.php'));
  return Array.isArray(body.categories) ? body.categories : [];
}

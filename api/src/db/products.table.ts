import type { Generated, Insertable, Selectable } from 'kysely';
import type { ProductEntity } from 'shared-ui/contracts/entities';
import type { ModeratedColumns } from './moderation.table.ts';

/** A marketplace listing (spec section 3 'Product'). */
export interface ProductsTable extends ModeratedColumns {
  id: Generated<number>;
  product_name: string;
  description: string;
  /** Ksh, never negative. */
  price: number;
  location: string;
  category: string;
  /** '+254' followed by 9 digits. */
  contact_whatsapp: string;
  /** 'YYYY-MM-DD': the listing is live up to and including this day (UTC). */
  expiry_date: string;
  /** Stored image names (media kind 'shop'); image_1 is required. */
  image_1: string;
  image_2: string | null;
  image_3: string | null;
  /** The seller. */
  user_id: number;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
  /** Mean of the review ratings; null until the first review. */
  average_rating: Generated<number | null>;
  reviews_count: Generated<number>;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;

/** The table holds the contract's columns under its own names (id, created_at; the seller comes from a join). */
export const productColumnsMatch = {} as Omit<
  ProductRow,
  'id' | 'created_at' | 'user_id' | 'reviews_count'
> & {
  product_id: ProductRow['id'];
  timestamp: ProductRow['created_at'];
} satisfies Omit<ProductEntity, 'seller_name' | 'seller_id'>;

/** Content a test sets up through the real API before it looks at the pages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ROOT } from './environment.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as shop from 'shared-ui/contracts/shop';

/** A small real picture, as an upload's file part. */
export const coverImage = () => ({
  name: 'cover.webp',
  mimeType: 'image/webp',
  buffer: readFileSync(path.join(ROOT, 'shell/public/media/hero-1-640.webp')),
});

/** Sends an article for review as the signed-in member `userId` (its first category); answers its id. */
export async function createPendingArticle(
  member: APIRequestContext,
  userId: number,
  name: string,
  description = 'Elders walk the young through the sacred forest.',
): Promise<number> {
  const categories = (await (await member.get(addressOf(pages.getCategories))).json()) as Record<
    string,
    string[]
  >;
  const [category, subcategories] = Object.entries(categories)[0]!;
  const created = await member.post(addressOf(pages.createArticle), {
    multipart: {
      user_id: String(userId),
      article_name: name,
      description,
      category,
      subcategory: subcategories[0]!,
      status: 'pending',
      likes_count: '1',
      image1: coverImage(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).article.id as number;
}

/** Lists a product for a week as the signed-in member `userId`; answers its id. */
export async function createProduct(
  member: APIRequestContext,
  userId: number,
  name: string,
  fields: { category?: string; price?: string } = {},
): Promise<number> {
  const listed = await member.post(addressOf(shop.addProduct), {
    multipart: {
      user_id: String(userId),
      product_name: name,
      description: 'A basket woven from sisal, dyed with plants.',
      price: fields.price ?? '1200',
      location: 'Kilifi',
      category: fields.category ?? 'Crafts',
      contact_whatsapp: '+254712345678',
      expiry_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      image_1: coverImage(),
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  return (await listed.json()).product_id as number;
}

/**
 * What the moderation-visibility tests share: an administrator, an owner (Kadzo) and another member
 * (Baya), the calls, setting where a row stands with the moderators, and three items of each kind
 * with two of them hidden.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { Moderation } from 'shared-ui/contracts/entities';
import { report } from 'shared-ui/texts/report';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import type { NewProduct } from '../src/db/products.table.ts';
import { insertArticle } from './articles-fixtures.ts';
import { createClock } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

export const START = '2026-06-01T10:00:00.000Z'; // today is 2026-06-01
export const REMOVED = report.removed;

export type Moderated =
  'products' | 'articles' | 'article_comments' | 'featured_video_comments' | 'reels' | 'songs';

/** Sets where a row stands with the moderators, as the report and decide calls will. */
export async function moderate(
  app: App,
  table: Moderated,
  id: number,
  moderation: Moderation,
  reason?: string,
) {
  await app.db
    .updateTable(table as 'products')
    .set({ moderation, moderation_reason: reason ?? null })
    .where('id', '=', id)
    .execute();
}

/** The three of a kind every test hides two of: one shown, one under review, one removed. */
export interface Trio {
  shown: number;
  review: number;
  removed: number;
}

export const TRIO = ['shown', 'review', 'removed'] as const;

export async function hideTwo(app: App, table: Moderated, ids: Trio): Promise<Trio> {
  await moderate(app, table, ids.review, 'review');
  await moderate(app, table, ids.removed, 'removed', 'Counterfeit goods');
  return ids;
}

export async function setUp(t: TestContext) {
  const clock = createClock(START);
  const { app, admin, environment } = await makeAdmin(t, { now: clock.now });
  const owner = await registerAndLogin(app, { username: 'Kadzo' });
  const other = await registerAndLogin(app, { username: 'Baya' });
  return { app, admin, owner, other, clock, environment };
}

/** The JSON answer of a call (`callEndpoint(…)`) that must succeed. */
export async function json<T = Record<string, unknown>>(call: Promise<LightMyRequestResponse>): Promise<T> {
  const response = await call;
  assert.equal(response.statusCode, 200, `${response.raw.req.url}: ${response.body}`);
  return response.json<T>();
}

// Products.

let productCount = 0;

export function addProduct(app: App, seller: TestSession, fields: Partial<NewProduct> = {}) {
  productCount += 1;
  return insertProduct(app.db, {
    product_name: `Kaya basket ${productCount}`,
    description: 'Hand-woven sisal basket',
    price: 1000 + productCount,
    location: 'Mariakani',
    category: 'Crafts',
    contact_whatsapp: '+254700001001',
    expiry_date: '2026-07-01',
    image_1: 'AAAAAAAAAAAAAAAAAAAAAA.webp',
    image_2: null,
    image_3: null,
    user_id: seller.user.id,
    created_at: new Date(Date.parse(START) - (1000 - productCount) * 60_000).toISOString(),
    ...fields,
  });
}

export async function productTrio(app: App, seller: TestSession): Promise<Trio> {
  return hideTwo(app, 'products', {
    shown: await addProduct(app, seller, { product_name: 'Kaya basket shown' }),
    review: await addProduct(app, seller, { product_name: 'Kaya basket flagged', category: 'Flagged' }),
    removed: await addProduct(app, seller, { product_name: 'Kaya basket removed', category: 'Removed' }),
  });
}

export const productIds = (body: { products: { product_id: number }[] }) =>
  body.products.map((product) => product.product_id);

export const dataIds = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

/** A member's own list, as `session` reads it (a guest without). */
export type OwnList = (session?: TestSession) => Promise<LightMyRequestResponse>;

/**
 * A member's own list: the owner and administrators get all three items with where each
 * stands; a guest and another member the shown one alone.
 */
export async function assertOwnList(
  list: OwnList,
  { owner, admin, other }: { owner: TestSession; admin: TestSession; other: TestSession },
  ids: Trio,
) {
  for (const session of [owner, admin]) {
    const own = await json<{ data: { id: number; moderation: Moderation }[] }>(list(session));
    assert.deepEqual(
      own.data.map(({ id, moderation }) => [id, moderation]),
      [
        [ids.removed, 'removed'],
        [ids.review, 'review'],
        [ids.shown, null],
      ],
    );
  }
  for (const session of [undefined, other]) {
    assert.deepEqual(dataIds(await json(list(session))), [ids.shown]);
  }
}

// Articles, reels and songs.

export async function articleTrio(app: App, author: TestSession): Promise<Trio> {
  return hideTwo(app, 'articles', {
    shown: await insertArticle(app, author.user.id, { article_name: 'Kaya story shown', likes_count: 1 }),
    review: await insertArticle(app, author.user.id, { article_name: 'Kaya story flagged', likes_count: 9 }),
    removed: await insertArticle(app, author.user.id, { article_name: 'Kaya story removed', likes_count: 8 }),
  });
}

export async function reelTrio(app: App, member: TestSession): Promise<Trio> {
  const reel = async (description: string, minute: number) => {
    const row = await app.db
      .insertInto('reels')
      .values({
        description,
        video: `video${minute}xxxxxxxxxxxxxxxx.mp4`,
        user_id: member.user.id,
        created_at: new Date(Date.UTC(2026, 4, 1, 10, minute)).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return hideTwo(app, 'reels', {
    shown: await reel('Reel shown', 1),
    review: await reel('Reel flagged', 2),
    removed: await reel('Reel removed', 3),
  });
}

export async function songTrio(app: App, member: TestSession): Promise<Trio> {
  const song = async (title: string, day: number) => {
    const date = `2026-05-0${day}T10:00:00.000Z`;
    const row = await app.db
      .insertInto('songs')
      .values({
        song_title: title,
        song_artist: 'Kaya band',
        category: 'Traditional',
        small_description: `About ${title}`,
        likes_count: day,
        user_id: member.user.id,
        song_image: `cover${day}xxxxxxxxxxxxxxxx.webp`,
        song_file: `audio${day}xxxxxxxxxxxxxxxx.mp3`,
        created_on: date,
        updated_at: date,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return hideTwo(app, 'songs', {
    shown: await song('Ngoma shown', 1),
    review: await song('Ngoma flagged', 2),
    removed: await song('Ngoma removed', 3),
  });
}

/**
 * Items the moderators hid (`moderation` 'review' or 'removed') are gone from every public read:
 * lists, searches, filters, counts, previews and the first answers a page carries; their pages
 * answer 410; their owners (and administrators) still find them in their own lists. Also the
 * seller's standing beside a product, the seller filter, and a rejected article's reason.
 */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Moderation } from 'shared-ui/contracts/entities';
import { PRODUCTS_PAGE_SIZE } from 'shared-ui/contracts/shop';
import { myProducts as myProductsTexts } from 'shared-ui/texts/my-products';
import { report } from 'shared-ui/texts/report';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import type { NewProduct } from '../src/db/products.table.ts';
import { articleMessages } from '../src/schemas/articles.ts';
import { shopMessages } from '../src/schemas/shop.ts';
import { cookies, insertArticle } from './articles-fixtures.ts';
import { createClock } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

const START = '2026-06-01T10:00:00.000Z'; // today is 2026-06-01
const REMOVED = report.removed;

type Moderated = 'products' | 'articles' | 'article_comments' | 'featured_video_comments' | 'reels' | 'songs';

/** Sets where a row stands with the moderators, as the report and decide calls will. */
async function moderate(app: App, table: Moderated, id: number, moderation: Moderation, reason?: string) {
  await app.db
    .updateTable(table as 'products')
    .set({ moderation, moderation_reason: reason ?? null })
    .where('id', '=', id)
    .execute();
}

/** The three of a kind every test hides two of: one shown, one under review, one removed. */
interface Trio {
  shown: number;
  review: number;
  removed: number;
}

const TRIO = ['shown', 'review', 'removed'] as const;

async function hideTwo(app: App, table: Moderated, ids: Trio): Promise<Trio> {
  await moderate(app, table, ids.review, 'review');
  await moderate(app, table, ids.removed, 'removed', 'Counterfeit goods');
  return ids;
}

async function setUp(t: TestContext) {
  const clock = createClock(START);
  const { app, admin, environment } = await makeAdmin(t, { now: clock.now });
  const owner = await registerAndLogin(app, { username: 'Kadzo' });
  const other = await registerAndLogin(app, { username: 'Baya' });
  return { app, admin, owner, other, clock, environment };
}

const get = (app: App, url: string, session?: TestSession, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, cookies: cookies(session), headers });

const post = (app: App, url: string, payload: object, session?: TestSession) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, cookies: cookies(session) });

async function json<T = Record<string, unknown>>(
  app: App,
  url: string,
  session?: TestSession,
  headers?: Record<string, string>,
) {
  const response = await get(app, url, session, headers);
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json<T>();
}

// Products.

let productCount = 0;

function addProduct(app: App, seller: TestSession, fields: Partial<NewProduct> = {}) {
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

async function productTrio(app: App, seller: TestSession): Promise<Trio> {
  return hideTwo(app, 'products', {
    shown: await addProduct(app, seller, { product_name: 'Kaya basket shown' }),
    review: await addProduct(app, seller, { product_name: 'Kaya basket flagged', category: 'Flagged' }),
    removed: await addProduct(app, seller, { product_name: 'Kaya basket removed', category: 'Removed' }),
  });
}

const productIds = (body: { products: { product_id: number }[] }) =>
  body.products.map((product) => product.product_id);

/**
 * A member's own list at `url`: the owner and administrators get all three items with where each
 * stands; a guest and another member the shown one alone.
 */
async function assertOwnList(
  app: App,
  url: string,
  { owner, admin, other }: { owner: TestSession; admin: TestSession; other: TestSession },
  ids: Trio,
) {
  for (const session of [owner, admin]) {
    const own = await json<{ data: { id: number; moderation: Moderation }[] }>(app, url, session);
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
    assert.deepEqual(dataIds(await json(app, url, session)), [ids.shown]);
  }
}

test('hidden products are left out of every list, search, filter, category and the embed, whoever asks', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await productTrio(app, owner);
  const queries = [
    '',
    'search=kaya',
    'search=kaya&price=lowToHigh',
    'price=highToLow',
    'recent=oldest',
    'category=Flagged',
    'category=Removed',
    `seller_id=${owner.user.id}`,
    `seller_id=${owner.user.id}&search=basket&price=lowToHigh`,
  ];
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const listed = productIds(await json(app, `/api/shop/fetch_products.php?${query}`, session));
      const expected = query.startsWith('category=') ? [] : [ids.shown];
      assert.deepEqual(listed, expected, `${query} for ${session?.user.username ?? 'a guest'}`);
    }
  }
  const filters = await json<{ categories: string[] }>(app, '/api/shop/get_filters.php');
  assert.deepEqual(filters.categories, ['Crafts'], 'no category of hidden products only');
  // The embed on a partner's page reads the same list from another origin.
  const embedded = await get(app, '/api/shop/fetch_products.php?page=1', undefined, {
    origin: 'https://partner.example',
  });
  assert.equal(embedded.headers['access-control-allow-origin'], '*');
  assert.deepEqual(productIds(embedded.json()), [ids.shown]);
});

test("a hidden product's page answers 410 (but to administrators); it takes no reviews", async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await productTrio(app, owner);
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await get(app, `/api/shop/fetch_products.php?product_id=${id}`, session);
      assert.equal(response.statusCode, 410, response.body);
      // A browser keeps a bare 410 for ever; a dismissed report brings the item back.
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.deepEqual(response.json(), { error: REMOVED });
    }
    const seen = await json<{ product: { product_id: number } }>(
      app,
      `/api/shop/fetch_products.php?product_id=${id}`,
      admin,
    );
    assert.equal(seen.product.product_id, id);

    const body = new URLSearchParams({
      product_id: String(id),
      user_id: String(other.user.id),
      review_text: 'Lovely.',
      rating: '5',
    });
    const review = await app.inject({
      method: 'POST',
      url: '/api/shop/add_review.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
      cookies: cookies(other),
    });
    assert.equal(review.statusCode, 404, review.body);
    assert.equal(review.json().error, shopMessages.productNotFound);
  }
  assert.equal((await get(app, `/api/shop/fetch_products.php?product_id=${ids.shown}`)).statusCode, 200);
  assert.equal(REMOVED, 'This content has been removed.');
});

test('View My Products shows the seller their hidden listings: under review, or removed and why', async (t) => {
  const { app, owner } = await setUp(t);
  await productTrio(app, owner);
  const page = await get(app, `/api/shop/view_my_products.php?user_id=${owner.user.id}`, owner);
  assert.equal(page.statusCode, 200, page.body);
  const cards = page.body.split('<li class="product').slice(1);
  const card = (name: string) => cards.find((html) => html.includes(name)) ?? '';
  assert.equal(cards.length, 3);
  assert.match(card('Kaya basket flagged'), new RegExp(`>${myProductsTexts.underReview}<`));
  assert.match(card('Kaya basket removed'), />Removed: Counterfeit goods</);
  assert.match(card('Kaya basket removed'), /^ hidden"/);
  assert.doesNotMatch(card('Kaya basket shown'), /Under review|Removed/);
  assert.equal(myProductsTexts.removed(null), 'Removed');
});

test("a product answers its seller's standing: since when, live listings, rating over every visible listing", async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const third = await registerAndLogin(app, { username: 'Sidi' });
  const first = await addProduct(app, owner);
  const second = await addProduct(app, owner);
  const expired = await addProduct(app, owner, { expiry_date: '2026-05-01' });
  const hidden = await addProduct(app, owner);
  await moderate(app, 'products', hidden, 'removed', 'Fake');
  const review = (productId: number, reviewer: TestSession, rating: number) =>
    app.db
      .insertInto('product_reviews')
      .values({
        product_id: productId,
        user_id: reviewer.user.id,
        reviewer_name: reviewer.user.username,
        review_text: 'Fine.',
        rating,
        created_at: START,
      })
      .execute();
  await review(first, other, 5);
  await review(first, third, 3);
  await review(second, other, 4);
  await review(expired, other, 2);
  await review(hidden, other, 1);

  const { product } = await json<{ product: { seller: unknown } }>(
    app,
    `/api/shop/fetch_products.php?product_id=${first}`,
  );
  assert.deepEqual(product.seller, {
    member_since: START,
    // The expired and the hidden one are not live listings.
    active_listings: 2,
    // Reviews of the expired listing count, those of the hidden one do not: (5 + 3 + 4 + 2) / 4.
    average_rating: 3.5,
    reviews_count: 4,
  });
  // The seller sees their expired listing, with the same standing.
  const own = await json<{ product: { seller: unknown } }>(
    app,
    `/api/shop/fetch_products.php?product_id=${expired}`,
    owner,
  );
  assert.deepEqual(own.product.seller, product.seller);

  const newcomer = await addProduct(app, admin);
  const fresh = await json<{ product: { seller: unknown } }>(
    app,
    `/api/shop/fetch_products.php?product_id=${newcomer}`,
  );
  assert.deepEqual(fresh.product.seller, {
    member_since: START,
    active_listings: 1,
    average_rating: null,
    reviews_count: 0,
  });
});

test("seller_id lists one seller's live, visible products, with the other filters, orders and pages", async (t) => {
  const { app, owner, other } = await setUp(t);
  const mine: number[] = [];
  for (let index = 0; index < PRODUCTS_PAGE_SIZE + 1; index += 1) mine.push(await addProduct(app, owner));
  await addProduct(app, owner, { expiry_date: '2026-05-31' });
  await moderate(app, 'products', await addProduct(app, owner), 'review');
  const pot = await addProduct(app, owner, { product_name: 'Clay pot', category: 'Pottery', price: 10 });
  const theirs = await addProduct(app, other, { product_name: 'Clay pot too', category: 'Pottery' });

  const everyone = productIds(await json(app, '/api/shop/fetch_products.php'));
  assert.ok(everyone.includes(theirs));
  const url = `/api/shop/fetch_products.php?seller_id=${owner.user.id}`;
  const first = await json<{ products: { product_id: number }[]; hasMore: boolean }>(app, url);
  assert.deepEqual(productIds(first), [pot, ...mine.slice(-PRODUCTS_PAGE_SIZE + 1).reverse()]);
  assert.equal(first.hasMore, true);
  const second = await json<{ products: { product_id: number }[]; hasMore: boolean }>(app, `${url}&page=2`);
  assert.deepEqual(productIds(second), mine.slice(0, 2).reverse());
  assert.equal(second.hasMore, false);
  assert.deepEqual(productIds(await json(app, `${url}&category=Pottery`)), [pot]);
  assert.deepEqual(productIds(await json(app, `${url}&search=clay`)), [pot]);
  assert.deepEqual(productIds(await json(app, `${url}&price=lowToHigh`))[0], pot);
  assert.deepEqual(productIds(await json(app, `${url}&recent=oldest`))[0], mine[0]);
  assert.deepEqual(
    productIds(await json(app, `/api/shop/fetch_products.php?seller_id=${other.user.id}`)),
    [theirs],
    'another seller: another answer, not the first one cached',
  );
  const bad = await get(app, '/api/shop/fetch_products.php?seller_id=abc');
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json(), { error: shopMessages.badSellerId });
});

// Articles and their comments.

async function articleTrio(app: App, author: TestSession): Promise<Trio> {
  return hideTwo(app, 'articles', {
    shown: await insertArticle(app, author.user.id, { article_name: 'Kaya story shown', likes_count: 1 }),
    review: await insertArticle(app, author.user.id, { article_name: 'Kaya story flagged', likes_count: 9 }),
    removed: await insertArticle(app, author.user.id, { article_name: 'Kaya story removed', likes_count: 8 }),
  });
}

const articleIds = (body: { articles: { id: number }[] }) => body.articles.map((article) => article.id);

test('hidden articles are left out of every article list and search, for everyone', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await articleTrio(app, owner);
  const queries = [
    '',
    'search=kaya',
    'sort=trending',
    'sort=trending&search=story',
    'category=Stories&subcategory=Oral%20histories',
    `priority=user&user_id=${owner.user.id}`,
  ];
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const listed = articleIds(await json(app, `/api/pages/get_articles.php?${query}`, session));
      assert.deepEqual(listed, [ids.shown], `${query} for ${session?.user.username ?? 'a guest'}`);
    }
  }
});

test('a hidden article answers 410 (but to administrators); its comments, likes and new comments are refused', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await articleTrio(app, owner);
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await get(app, `/api/pages/get_article.php?id=${id}`, session);
      assert.equal(response.statusCode, 410, response.body);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
      const comments = await get(app, `/api/pages/get_comments.php?articleId=${id}`, session);
      assert.equal(comments.statusCode, 404, 'as for a missing article');
      assert.deepEqual(comments.json(), { success: false, message: articleMessages.notFound });
    }
    const seen = await json<{ article: { id: number } }>(app, `/api/pages/get_article.php?id=${id}`, admin);
    assert.equal(seen.article.id, id);
    assert.equal((await get(app, `/api/pages/get_comments.php?articleId=${id}`, admin)).statusCode, 200);
    const like = await post(app, '/api/pages/like_article.php', { articleId: id });
    assert.equal(like.statusCode, 404);
    const comment = await post(app, '/api/pages/add_comment.php', { articleId: id, comment: 'Hello' });
    assert.equal(comment.statusCode, 404);
  }
  const rows = await app.db.selectFrom('articles').select(['id', 'likes_count']).orderBy('id').execute();
  assert.deepEqual(
    rows.map((row) => row.likes_count),
    [1, 9, 8],
    'no like counted',
  );
});

test('hidden comments are left out of the comments and their counts; comments carry their writer', async (t) => {
  const { app, owner, other } = await setUp(t);
  const id = await insertArticle(app, owner.user.id, { article_name: 'Talked about' });
  const guest = await post(app, '/api/pages/add_comment.php', { articleId: id, comment: 'From a guest' });
  const member = await post(
    app,
    '/api/pages/add_comment.php',
    { articleId: id, comment: 'From Baya', userId: other.user.id },
    other,
  );
  const flagged = await post(app, '/api/pages/add_comment.php', { articleId: id, comment: 'Rude' });
  assert.equal(guest.json().comment.user_id, null);
  assert.equal(member.json().comment.user_id, other.user.id);
  await moderate(app, 'article_comments', flagged.json().comment.id, 'review');

  const comments = await json<{ comments: { comment: string; user_id: number | null }[] }>(
    app,
    `/api/pages/get_comments.php?articleId=${id}`,
  );
  assert.deepEqual(
    comments.comments.map(({ comment, user_id }) => ({ comment, user_id })),
    [
      { comment: 'From Baya', user_id: other.user.id },
      { comment: 'From a guest', user_id: null },
    ],
  );
  const article = await json<{ article: { comments_count: number } }>(
    app,
    `/api/pages/get_article.php?id=${id}`,
  );
  assert.equal(article.article.comments_count, 2);
  const listed = await json<{ articles: { comments_count: number }[] }>(app, '/api/pages/get_articles.php');
  assert.equal(listed.articles[0]!.comments_count, 2);
  const another = await post(app, '/api/pages/add_comment.php', { articleId: id, comment: 'One more' });
  assert.equal(another.json().comments_count, 3, 'the count a new comment answers leaves the hidden out');
});

test('My articles lists hidden articles, with where they stand, to their author and administrators alone', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await articleTrio(app, owner);
  const url = `/api/users/get_user_posts.php?userid=${owner.user.id}`;
  for (const session of [owner, admin]) {
    const own = await json<{ data: { id: number; moderation: Moderation }[] }>(app, url, session);
    assert.deepEqual(
      own.data.map(({ id, moderation }) => ({ id, moderation })),
      [
        { id: ids.removed, moderation: 'removed' },
        { id: ids.review, moderation: 'review' },
        { id: ids.shown, moderation: null },
      ],
    );
  }
  for (const session of [undefined, other]) {
    const listed = await json<{ data: { id: number; moderation: Moderation }[] }>(app, url, session);
    assert.deepEqual(
      listed.data.map(({ id, moderation }) => ({ id, moderation })),
      [{ id: ids.shown, moderation: null }],
    );
  }
});

test("an administrator's reason for rejecting an article is kept for its author until it is published or pending again", async (t) => {
  const { app, admin, owner } = await setUp(t);
  const first = await insertArticle(app, owner.user.id, { article_name: 'First', status: 'pending' });
  const second = await insertArticle(app, owner.user.id, { article_name: 'Second', status: 'pending' });
  const reasons = async () => {
    const own = await json<{ data: { id: number; status: string; status_reason: string | null }[] }>(
      app,
      `/api/users/get_user_posts.php?userid=${owner.user.id}`,
      owner,
    );
    return Object.fromEntries(own.data.map((post) => [post.id, [post.status, post.status_reason]]));
  };
  const decide = (id: number, body: object) => post(app, `/api/admin/articles/${id}`, body, admin);

  assert.deepEqual(await reasons(), { [first]: ['pending', null], [second]: ['pending', null] });
  assert.equal((await decide(first, { status: 'rejected', reason: '  Needs a source.  ' })).statusCode, 200);
  const bulk = await post(app, '/api/admin/articles/bulk', { ids: [second], status: 'rejected' }, admin);
  assert.equal(bulk.statusCode, 200, bulk.body);
  assert.deepEqual(await reasons(), {
    [first]: ['rejected', 'Needs a source.'],
    [second]: ['rejected', null],
  });
  await post(
    app,
    '/api/admin/articles/bulk',
    { ids: [first, second], status: 'rejected', reason: 'Off topic' },
    admin,
  );
  assert.deepEqual(await reasons(), {
    [first]: ['rejected', 'Off topic'],
    [second]: ['rejected', 'Off topic'],
  });
  await decide(first, { status: 'published' });
  await decide(second, { status: 'pending', reason: 'Ignored' });
  assert.deepEqual(await reasons(), { [first]: ['published', null], [second]: ['pending', null] });
});

// Reels, songs and comments under featured videos.

async function reelTrio(app: App, member: TestSession): Promise<Trio> {
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

const dataIds = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);

test('hidden reels: out of the reels list, 410 on their page, no likes; in their member’s own list', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await reelTrio(app, owner);
  for (const session of [undefined, other, owner, admin]) {
    assert.deepEqual(dataIds(await json(app, '/api/reels/get_reels.php', session)), [ids.shown]);
  }
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await get(app, `/api/reels/get_reel.php?id=${id}`, session);
      assert.equal(response.statusCode, 410);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
    }
    assert.equal((await get(app, `/api/reels/get_reel.php?id=${id}`, admin)).statusCode, 200);
    assert.equal((await post(app, '/api/reels/like_reel.php', { reelId: id, liked: true })).statusCode, 404);
  }
  const url = `/api/users/get_user_reels.php?userid=${owner.user.id}`;
  await assertOwnList(app, url, { owner, admin, other }, ids);
});

async function songTrio(app: App, member: TestSession): Promise<Trio> {
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

test('hidden songs: out of the music list in every order and search, 410 on their page, no likes; in My Music', async (t) => {
  const { app, admin, owner, other } = await setUp(t);
  const ids = await songTrio(app, owner);
  const queries = ['', 'sort=liked', 'sort=category', 'search=ngoma', 'search=kaya&sort=liked'];
  for (const session of [undefined, other, owner, admin]) {
    for (const query of queries) {
      const songs = await json<{ id: number }[]>(app, `/api/music/get-music.php?${query}`, session);
      assert.deepEqual(
        songs.map((song) => song.id),
        [ids.shown],
        query,
      );
    }
  }
  for (const id of [ids.review, ids.removed]) {
    for (const session of [undefined, other, owner]) {
      const response = await get(app, `/api/music/get-music.php?id=${id}`, session);
      assert.equal(response.statusCode, 410);
      assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
    }
    assert.equal((await get(app, `/api/music/get-music.php?id=${id}`, admin)).statusCode, 200);
    const like = await post(app, `/api/music/get-music.php/${id}/like`, { liked: true });
    assert.equal(like.statusCode, 404);
  }
  const url = `/api/users/get_user_music.php?userid=${owner.user.id}`;
  await assertOwnList(app, url, { owner, admin, other }, ids);
});

test('hidden comments under a featured video are left out; each comment carries its writer', async (t) => {
  const { app, other } = await setUp(t);
  const video = await app.db
    .insertInto('featured_videos')
    .values({
      video_name: 'Chakacha',
      video_url: 'https://www.youtube.com/embed/Kx9pR2mTq4A',
      description: 'A dance',
      views: 0,
      total_likes: 0,
      created_at: START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = (text: string, session?: TestSession) =>
    post(
      app,
      '/api/youtube/post_comment.php',
      { video_id: video.id, comment: text, user_id: session?.user.id ?? null },
      session,
    );
  await comment('From a guest');
  await comment('From Baya', other);
  const flagged = await comment('Rude');
  const removed = await comment('Ruder', other);
  await moderate(app, 'featured_video_comments', flagged.json().new_comment_id, 'review');
  await moderate(app, 'featured_video_comments', removed.json().new_comment_id, 'removed');

  const body = await json<{ videos: { comments: { comment: string; user_id: number | null }[] }[] }>(
    app,
    '/api/youtube/fetch_metadata.php',
  );
  assert.deepEqual(
    body.videos[0]!.comments.map(({ comment: text, user_id }) => ({ text, user_id })).sort((a, b) =>
      a.text.localeCompare(b.text),
    ),
    [
      { text: 'From a guest', user_id: null },
      { text: 'From Baya', user_id: other.user.id },
    ],
  );
});

// Link previews and the answers a page's document carries.

test('no link preview of a hidden item, and no hidden product in the answers a page carries', async (t) => {
  const { app, owner, environment } = await setUp(t);
  const dist = path.join(environment.webRoot, 'mfe-marketplace', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"marketplace"}');
  await writeFile(
    path.join(dist, 'remote.json'),
    JSON.stringify({
      name: 'marketplace',
      routes: ['/marketplace', '/product/:productId', '/article/:id', '/song', '/share-reel/:reelId'],
      firstReads: { '/marketplace': ['shop/fetch_products.php?page=1'] },
    }),
  );
  const pages = {
    product: [await productTrio(app, owner), (id: number) => `/product/${id}`],
    article: [await articleTrio(app, owner), (id: number) => `/article/${id}`],
    song: [await songTrio(app, owner), (id: number) => `/song?id=${id}`],
    reel: [await reelTrio(app, owner), (id: number) => `/share-reel/${id}`],
  } as const;
  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'mijikenda.example' } });
  for (const [kind, [ids, address]] of Object.entries(pages)) {
    for (const which of TRIO) {
      const response = await page(address(ids[which]));
      assert.equal(response.statusCode, 200, `${kind} ${which}`);
      const previewed = /og:title/.test(response.body);
      assert.equal(previewed, which === 'shown', `${kind} ${which}`);
    }
  }

  const listed = await page('/marketplace');
  const carried = /<script type="application\/json" id="document-answers">(.*?)<\/script>/s.exec(listed.body);
  assert.ok(carried, 'the first answers are carried');
  const answers = JSON.parse(carried[1]!) as Record<string, { products: { product_id: number }[] }>;
  assert.deepEqual(productIds(answers['shop/fetch_products.php?page=1']!), [pages.product[0].shown]);
});

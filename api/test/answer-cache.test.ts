import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test, type TestContext } from 'node:test';
import type { AnswerOf } from 'shared-ui/contracts';
import { getMusic, likeSong } from 'shared-ui/contracts/music';
import { getNews } from 'shared-ui/contracts/news';
import { getArticles } from 'shared-ui/contracts/pages';
import { sendReport } from 'shared-ui/contracts/reports';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { insertProduct } from '../src/db/products.repository.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked, urlOf } from './contract-call.ts';
import { buildTestApp, createClock } from './helpers.ts';
import { get, insertSong } from './media-helpers.ts';
import { makeAdmin, registerAndLogin } from './session-helpers.ts';

// The cache keeps an answer by its URL: these tests ask for the very same URLs again.
const NEWS = urlOf(getNews);

/** A news item written straight to the database, as another server process would. */
const addNewsBehindTheServer = (app: Awaited<ReturnType<typeof buildTestApp>>, name: string) =>
  app.db
    .insertInto('news')
    .values({
      name,
      launches_on: '2026-06-01',
      short_description: 'Short',
      full_description: 'Full',
      link: null,
      image_1: null,
      image_2: null,
      video_url: null,
    })
    .execute();

/** A live product written straight to the database. */
const addBasketBehindTheServer = (app: Awaited<ReturnType<typeof buildTestApp>>, userId: number, now: Date) =>
  insertProduct(app.db, {
    product_name: 'Kiondo basket',
    description: 'Hand-woven, from Kilifi.',
    price: 1500,
    location: 'Kilifi',
    category: 'Crafts',
    contact_whatsapp: '+254700000001',
    expiry_date: '2026-12-31',
    image_1: 'basket.webp',
    user_id: userId,
    created_at: now.toISOString(),
  });

const names = (body: string) => JSON.parse(body).data.map((item: { name: string }) => item.name) as string[];

test('guests get a public list from the cache, byte for byte, each URL its own', async (t) => {
  const app = await buildTestApp(t);
  const first = await app.inject({ method: 'GET', url: NEWS });
  assert.equal(first.statusCode, 200);
  assert.match(first.headers['content-type'] as string, /^application\/json; charset=utf-8/);
  assert.deepEqual(first.json<AnswerOf<typeof getNews>>(), { success: true, data: [] });

  await addNewsBehindTheServer(app, 'Kaya day');
  const cached = await app.inject({ method: 'GET', url: NEWS });
  assert.equal(cached.body, first.body, 'served from the cache');
  assert.match(cached.headers['content-type'] as string, /^application\/json; charset=utf-8/);
  const otherUrl = await app.inject({ method: 'GET', url: urlOf(getNews, { query: 'fresh=1' }) });
  assert.deepEqual(names(otherUrl.body), ['Kaya day'], 'each URL has its own entry');
});

const SONGS = urlOf(getMusic, { query: { sort: 'recent' } });
const PRODUCTS = urlOf(fetchProducts, { query: { page: 1 } });
const titles = (body: string) =>
  (JSON.parse(body) as { song_title: string; likes_count: number }[]).map(
    (song) => `${song.song_title} (${song.likes_count})`,
  );

/** Music, news and the marketplace cached as a guest sees them, then each given an item behind the server. */
async function cachedLists(t: TestContext) {
  const clock = createClock();
  const app = await buildTestApp(t, { now: clock.now });
  const member = await registerAndLogin(app);
  const song = await insertSong(app, member.user.id, 'Ngoma');
  const lists = [SONGS, NEWS, PRODUCTS];
  const first = await Promise.all(lists.map(async (url) => (await get(app, url)).body));
  await insertSong(app, member.user.id, 'Kayamba');
  await addNewsBehindTheServer(app, 'Kaya day');
  await addBasketBehindTheServer(app, member.user.id, clock.now());
  const now = async () => Promise.all(lists.map(async (url) => (await get(app, url)).body));
  return { app, member, song, first, now };
}

test('a refused write empties nothing: a guest’s (401), a bad one (400), one about nothing (404), one past its limit (429)', async (t) => {
  const { app, member, song, first, now } = await cachedLists(t);
  const like = (id: number, body: object) => callUnchecked(app, likeSong, { params: { id }, body });
  const report = { subject: 'song', subject_id: song, reason: 'spam' } as const;

  assert.equal((await callEndpoint(app, sendReport, { body: report })).statusCode, 401, 'a guest reporting');
  const bad = await callUnchecked(app, sendReport, { body: { ...report, subject: 'x' }, session: member });
  assert.equal(bad.statusCode, 400);
  assert.equal((await like(song, { liked: 'yes' })).statusCode, 400, 'a like that is not one');
  assert.equal(
    (await callEndpoint(app, sendReport, { body: { ...report, subject_id: 999_999 }, session: member }))
      .statusCode,
    404,
  );
  // Likes of a song that is not there until they are past their limit.
  const statuses = new Set<number>();
  for (let sent = 0; !statuses.has(429) && sent < 500; sent += 1) {
    statuses.add((await like(999_999, { liked: true })).statusCode);
  }
  assert.deepEqual([...statuses], [404, 429]);

  assert.deepEqual(await now(), first, 'music, news and the marketplace as they were cached');
});

test('a write that changed something empties what it changed, and leaves what it cannot have changed', async (t) => {
  const { app, song, first, now } = await cachedLists(t);
  const liked = await callEndpoint(app, likeSong, { params: { id: song }, body: { liked: true } });
  assert.equal(liked.statusCode, 200);
  const [songs, news, products] = await now();
  assert.deepEqual(titles(songs!), ['Kayamba (0)', 'Ngoma (1)'], 'the music list, afresh');
  assert.equal(news, first[1], 'the news as cached');
  assert.equal(products, first[2], 'the marketplace as cached');
});

test('members get the news built each time (it does not say what of the caller it depends on)', async (t) => {
  const app = await buildTestApp(t);
  const member = await registerAndLogin(app);
  const asMember = () => app.inject({ method: 'GET', url: NEWS, cookies: { sid: member.cookie } });
  await app.inject({ method: 'GET', url: NEWS }); // a guest fills the cache
  await addNewsBehindTheServer(app, 'Rabai market');
  assert.deepEqual(names((await asMember()).body), ['Rabai market']);
  assert.deepEqual(names((await app.inject({ method: 'GET', url: NEWS })).body), [], 'guests: cached');
});

test('members share the guests’ cached product list: it is the same whoever asks', async (t) => {
  const clock = createClock();
  const app = await buildTestApp(t, { now: clock.now });
  const member = await registerAndLogin(app);
  const list = PRODUCTS;
  const guest = await get(app, list);
  await addBasketBehindTheServer(app, member.user.id, clock.now());
  const asMember = await get(app, list, member);
  assert.equal(asMember.body, guest.body, 'the guests’ entry');
  assert.deepEqual(asMember.json().products, []);
});

test('an article list is shared by callers who see the same statuses, never by the others', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const author = await registerAndLogin(app);
  const reader = await registerAndLogin(app);
  await insertArticle(app, author.user.id, { article_name: 'Published' });
  await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  const url = urlOf(getArticles, { query: { priority: 'user', user_id: author.user.id } });
  const namesOf = (body: string) =>
    JSON.parse(body).articles.map((article: { article_name: string }) => article.article_name) as string[];

  const asGuest = await get(app, url);
  assert.deepEqual(namesOf(asGuest.body), ['Published']);
  assert.deepEqual(namesOf((await get(app, url, author)).body), ['Waiting', 'Published'], 'the author’s own');
  // Written behind the server: whoever shares an entry does not see it yet.
  await insertArticle(app, author.user.id, { article_name: 'Later' });
  assert.equal((await get(app, url, reader)).body, asGuest.body, 'another member: the guests’ entry');
  const asAdmin = await get(app, url, admin);
  assert.deepEqual(namesOf(asAdmin.body), ['Waiting', 'Published'], 'the author’s entry: same statuses');
});

test('a cached answer goes compressed to clients that accept it, the same answer as the plain one', async (t) => {
  const app = await buildTestApp(t, { env: { SEED: 'demo' } });
  const list = PRODUCTS;
  const plain = await get(app, list);
  assert.ok(plain.rawPayload.length >= 1024, 'large enough to be compressed');
  assert.equal(plain.headers['content-encoding'], undefined);
  for (const [accepted, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
    ['x-gzip', 'gzip', gunzipSync],
  ] as const) {
    const sent = () => app.inject({ method: 'GET', url: list, headers: { 'accept-encoding': accepted } });
    const first = await sent();
    assert.equal(first.headers['content-encoding'], encoding, accepted);
    assert.equal(first.headers.vary, 'accept-encoding');
    assert.match(first.headers['content-type'] as string, /^application\/json; charset=utf-8/);
    assert.equal(Number(first.headers['content-length']), first.rawPayload.length);
    assert.equal(decode(first.rawPayload).toString(), plain.body, accepted);
    assert.deepEqual((await sent()).rawPayload, first.rawPayload, 'the same copy on the next hit');
  }
  const identity = await app.inject({ method: 'GET', url: list, headers: { 'accept-encoding': 'identity' } });
  assert.equal(identity.headers['content-encoding'], undefined);
  assert.equal(identity.body, plain.body);
});

/** The headers of an answer but its date, which the runtime writes each time. */
const headersOf = ({ headers }: { headers: Record<string, unknown> }) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

test('a guest asking again, or a member sharing the guests’ entry, gets the first guest’s answer and headers; other origins and a new day do not', async (t) => {
  const clock = createClock('2026-06-01T23:59:58.000Z');
  const partner = 'https://partner.example';
  const app = await buildTestApp(t, { now: clock.now, env: { CORS_ORIGINS: partner } });
  const member = await registerAndLogin(app);
  await insertProduct(app.db, {
    product_name: 'Last day mangoes',
    description: 'Sweet, from Malindi.',
    price: 300,
    location: 'Malindi',
    category: 'Food',
    contact_whatsapp: '+254700000002',
    expiry_date: '2026-06-01',
    image_1: 'mangoes.webp',
    user_id: member.user.id,
    created_at: clock.now().toISOString(),
  });
  const list = PRODUCTS;
  const first = await get(app, list);
  const again = await get(app, list);
  assert.equal(again.body, first.body);
  assert.deepEqual(headersOf(again), headersOf(first), 'the same headers, security and embed ones included');
  assert.equal(again.headers['x-content-type-options'], 'nosniff');
  assert.equal(again.headers['access-control-allow-origin'], '*');

  const fromPartner = await app.inject({ method: 'GET', url: list, headers: { origin: partner } });
  assert.equal(fromPartner.headers['access-control-allow-origin'], partner, 'CORS answers the origin');
  assert.equal(fromPartner.headers['access-control-allow-credentials'], 'true');
  const asMember = await get(app, list, member);
  assert.equal(asMember.body, first.body, 'members share the entry');
  assert.deepEqual(headersOf(asMember), headersOf(first));
  const headAsMember = await app.inject({ method: 'HEAD', url: list, cookies: { sid: member.cookie } });
  assert.equal(headAsMember.statusCode, 200);
  assert.equal(headAsMember.body, '', 'a HEAD request gets no body');

  clock.advance(3_000); // 2026-06-02, within the cache's 5 s
  assert.deepEqual((await get(app, list)).json().products, [], 'expired at midnight');
});

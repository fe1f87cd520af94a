/**
 * The site search: each domain's search endpoint, called through its contract, on SQLite (and on
 * PostgreSQL with DATABASE_URL). Rows are written directly: what is searched is the tables.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import { SEARCH_QUERY_MAX, type SiteSearchAnswer } from 'shared-ui/contracts/forms';
import { searchSongs } from 'shared-ui/contracts/music';
import { searchNews } from 'shared-ui/contracts/news';
import { searchArticles } from 'shared-ui/contracts/pages';
import { searchReels } from 'shared-ui/contracts/reels';
import { searchProducts } from 'shared-ui/contracts/shop';
import { searchMembers } from 'shared-ui/contracts/users';
import type { App } from '../src/app.ts';
import { isNear } from '../src/db/site-search.repository.ts';
import { searchMessages } from '../src/schemas/search.ts';
import { searchMessages as searchMessagesSw } from '../src/i18n/sw/search.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const ENDPOINTS = [searchArticles, searchNews, searchSongs, searchReels, searchProducts, searchMembers];

const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** An app holding a few items of every kind, some of them hidden, pending or expired. */
async function withContent(t: TestContext): Promise<App> {
  const app = await buildTestApp(t);
  const owner = await registerAndLogin(app, { username: 'Kahindi Baya' });
  await registerAndLogin(app, { username: 'Mwanajuma Chiruma' });
  const user_id = owner.user.id;

  const song = (song_title: string, day: number, moderation: 'review' | 'removed' | null = null) => ({
    song_title,
    song_artist: 'Kadzo Mwanajuma',
    category: 'Taarab',
    small_description: 'A song',
    user_id,
    song_image: `cover${day}.webp`,
    song_file: `audio${day}.mp3`,
    created_on: at(day),
    updated_at: at(day),
    moderation,
  });
  await app.db
    .insertInto('songs')
    .values([
      song('Nyimbo za Pwani', 1),
      song('Café Kilifi', 2),
      song('Siri ya Mwezi', 3, 'removed'),
      song('Siri ya Bahari', 4, 'review'),
    ])
    .execute();

  const product = (
    product_name: string,
    day: number,
    expiry_date: string,
    moderation: 'review' | null = null,
  ) => ({
    product_name,
    description: 'Woven by hand in Kilifi',
    price: 1200,
    location: 'Kilifi',
    category: 'Crafts',
    contact_whatsapp: '+254700000000',
    expiry_date,
    image_1: `basket${day}.webp`,
    user_id,
    created_at: at(day),
    moderation,
  });
  await app.db
    .insertInto('products')
    .values([
      product('Kiondo basket', 1, '2026-12-31'),
      product('Kiondo hidden by reports', 2, '2026-12-31', 'review'),
      product('Kiondo expired listing', 3, '2026-01-01'),
    ])
    .execute();

  const article = (
    article_name: string,
    description: string,
    day: number,
    status: 'published' | 'pending' | 'rejected' = 'published',
  ) => ({
    article_name,
    description,
    category: 'Culture',
    subcategory: 'Kaya forests',
    likes_count: 0,
    status,
    user_id,
    image_url1: `story${day}.webp`,
    created_at: at(day),
    updated_at: at(day),
  });
  await app.db
    .insertInto('articles')
    .values([
      article('Harvest songs of the coast', 'What the elders sang', 1),
      article('Market day', 'A harvest of mangoes and the sacred groves nearby', 5),
      article('Harvest dances', 'Young and old', 3),
      article('Secret pending story', 'Not yet read by an editor', 6, 'pending'),
      article('Secret rejected story', 'Turned down', 7, 'rejected'),
    ])
    .execute();

  await app.db
    .insertInto('news')
    .values({
      name: 'Festival launch in Malindi',
      launches_on: '2026-07-01',
      short_description: 'Three days of music',
      full_description: 'Dancers from every Kaya',
      link: null,
      image_1: 'festival.webp',
      image_2: null,
      video_url: null,
    })
    .execute();

  await app.db
    .insertInto('reels')
    .values([
      { description: 'Dancing at the harvest', video: 'reel1.mp4', user_id, created_at: at(1) },
      {
        description: 'Dancing hidden',
        video: 'reel2.mp4',
        user_id,
        created_at: at(2),
        moderation: 'removed',
      },
    ])
    .execute();
  return app;
}

async function search(app: App, endpoint: Endpoint, q: string, limit?: number): Promise<SiteSearchAnswer> {
  const response = await callUnchecked(app, endpoint, { query: { q, limit } });
  assert.equal(response.statusCode, 200, `${endpoint.path}?q=${q}: ${response.body}`);
  return response.json();
}

const titles = (answer: SiteSearchAnswer) => answer.items.map((item) => item.title);

test('each kind finds its items by a word of the title or text, and by the start of a word', async (t) => {
  const app = await withContent(t);
  assert.deepEqual(titles(await search(app, searchSongs, 'nyimbo')), ['Nyimbo za Pwani']);
  assert.deepEqual(titles(await search(app, searchSongs, 'nyimb')), ['Nyimbo za Pwani'], 'a word start');
  assert.deepEqual(titles(await search(app, searchSongs, 'NYIMBO PWA')), ['Nyimbo za Pwani'], 'case');
  assert.deepEqual(titles(await search(app, searchProducts, 'kiondo')), ['Kiondo basket']);
  assert.deepEqual(titles(await search(app, searchArticles, 'groves')), ['Market day'], "an article's text");
  assert.deepEqual(titles(await search(app, searchMembers, 'mwanaj')), ['Mwanajuma Chiruma']);
  assert.deepEqual(titles(await search(app, searchNews, 'dancers')), ['Festival launch in Malindi']);
  assert.deepEqual(titles(await search(app, searchReels, 'harvest')), ['Dancing at the harvest']);

  const [hit] = (await search(app, searchProducts, 'basket')).items;
  assert.deepEqual(hit, {
    id: hit!.id,
    title: 'Kiondo basket',
    snippet: 'Woven by hand in Kilifi',
    picture: 'basket1.webp',
    date: at(1),
  });
});

test('accents do not matter', async (t) => {
  const app = await withContent(t);
  assert.deepEqual(titles(await search(app, searchSongs, 'cafe')), ['Café Kilifi']);
  assert.deepEqual(titles(await search(app, searchSongs, 'CAFÉ')), ['Café Kilifi']);
  assert.deepEqual(titles(await search(app, searchSongs, 'kïlifi')), ['Café Kilifi'], 'marks in the query');
  assert.deepEqual(titles(await search(app, searchSongs, 'cafè kilifu')), ['Café Kilifi'], 'and a typo');
});

test('titles weigh more than text, and recent items break ties', async (t) => {
  const app = await withContent(t);
  const answer = await search(app, searchArticles, 'harvest');
  assert.equal(answer.total, 3);
  // Both titles hold the word: the newer first; the newest article has it in its text only.
  assert.deepEqual(titles(answer), ['Harvest dances', 'Harvest songs of the coast', 'Market day']);
  assert.deepEqual(titles(await search(app, searchArticles, 'harvest', 1)), ['Harvest dances'], 'limit');
  assert.deepEqual(
    titles(await search(app, searchArticles, 'harvets')),
    ['Harvest dances', 'Harvest songs of the coast', 'Market day'],
    'a typo ranks alike',
  );
});

test('a one-letter typo in a longer word still finds it', async (t) => {
  const app = await withContent(t);
  assert.deepEqual(titles(await search(app, searchProducts, 'kiondu')), ['Kiondo basket']);
  assert.deepEqual(titles(await search(app, searchSongs, 'nyimbp')), ['Nyimbo za Pwani']);
  assert.deepEqual(
    titles(await search(app, searchMembers, 'mwanajma')),
    ['Mwanajuma Chiruma'],
    'a letter dropped',
  );
  assert.equal((await search(app, searchProducts, 'kiiiiondu')).total, 0, 'two letters off: nothing');
  assert.equal((await search(app, searchSongs, 'nyib')).total, 0, 'short words are taken as typed');
  assert.ok(isNear('kiondu', 'kiondo') && isNear('kinodo', 'kiondo') && isNear('nyimb', 'nyimbo'));
  assert.ok(!isNear('kiondu', 'kilifi'));
});

test('hidden, removed, pending, rejected and expired items are never found', async (t) => {
  const app = await withContent(t);
  assert.equal((await search(app, searchSongs, 'siri')).total, 0, 'songs hidden by reports or moderators');
  assert.equal((await search(app, searchSongs, 'bahary')).total, 0, 'not by a typo either');
  assert.deepEqual(titles(await search(app, searchProducts, 'kiondo')), ['Kiondo basket']);
  assert.equal((await search(app, searchProducts, 'expired')).total, 0);
  assert.equal((await search(app, searchProducts, 'reports')).total, 0);
  assert.equal((await search(app, searchArticles, 'secret')).total, 0, 'pending and rejected articles');
  assert.equal((await search(app, searchArticles, 'secrit')).total, 0);
  assert.equal((await search(app, searchReels, 'hidden')).total, 0);
});

test('a member who just registered is found at once, not when the kept answer runs out', async (t) => {
  const app = await withContent(t);
  assert.equal((await search(app, searchMembers, 'zawadi')).total, 0, 'not yet a member (and kept)');
  assert.equal((await search(app, searchMembers, 'zawadu')).total, 0, "nor by a typo (the words 'za…' kept)");
  await registerAndLogin(app, { username: 'Zawadi Karisa' });
  assert.deepEqual(titles(await search(app, searchMembers, 'zawadi')), ['Zawadi Karisa']);
  assert.deepEqual(titles(await search(app, searchMembers, 'zawadu')), ['Zawadi Karisa'], 'by a typo too');
});

test('an edited text is searched as it now reads', async (t) => {
  const app = await withContent(t);
  await app.db
    .updateTable('reels')
    .set({ description: 'Drumming by the sea' })
    .where('description', '=', 'Dancing at the harvest')
    .execute();
  assert.deepEqual(titles(await search(app, searchReels, 'drumming')), ['Drumming by the sea']);
  assert.deepEqual(titles(await search(app, searchReels, 'drumnming sea')), ['Drumming by the sea']);
  assert.equal((await search(app, searchReels, 'harvest')).total, 0, 'the old words are gone');
});

test('empty queries find nothing; search syntax is plain text; never a 500', async (t) => {
  const app = await withContent(t);
  const syntax = [
    '"',
    '"kiondo',
    'kiondo*',
    '* OR *',
    'kiondo OR siri',
    'NEAR(kiondo basket)',
    '-kiondo',
    'title:kiondo',
    '(kiondo',
    '^kiondo',
    "kiondo' or 1=1 --",
    'kiondo & !basket | :*',
    '\\',
    '%_',
    '   ',
    '💚',
  ];
  for (const endpoint of ENDPOINTS) {
    assert.deepEqual(await search(app, endpoint, ''), { total: 0, items: [] }, `${endpoint.path}: empty`);
    const bare = await callEndpoint(app, endpoint, {});
    assert.equal(bare.statusCode, 200);
    assert.deepEqual(bare.json(), { total: 0, items: [] });
    for (const q of syntax) await search(app, endpoint, q);
  }
  assert.deepEqual(titles(await search(app, searchProducts, '"kiondo')), ['Kiondo basket']);
  assert.deepEqual(titles(await search(app, searchProducts, 'NEAR(kiondo basket)')), [], 'NEAR is a word');
  assert.deepEqual(titles(await search(app, searchProducts, 'kiondo*')), ['Kiondo basket']);
  assert.equal((await search(app, searchSongs, 'siri OR nyimbo')).total, 0, 'OR is a word to match');
});

test('a query too long, or a bad limit, is refused with a clear 400 and changes nothing', async (t) => {
  const app = await withContent(t);
  for (const endpoint of ENDPOINTS) {
    const long = await callUnchecked(app, endpoint, { query: { q: 'a'.repeat(1000) } });
    assert.equal(long.statusCode, 400, endpoint.path);
    assert.deepEqual(long.json(), { error: searchMessages.queryTooLong });
    const justRight = await callUnchecked(app, endpoint, { query: { q: 'k'.repeat(SEARCH_QUERY_MAX) } });
    assert.equal(justRight.statusCode, 200, `${endpoint.path}: ${SEARCH_QUERY_MAX} characters`);
    for (const limit of ['0', '21', 'many', '-1']) {
      const bad = await callUnchecked(app, endpoint, { query: { q: 'kiondo', limit } });
      assert.equal(bad.statusCode, 400, `${endpoint.path} limit=${limit}`);
      assert.deepEqual(bad.json(), { error: searchMessages.badLimit });
    }
  }
  const swahili = await callUnchecked(app, searchSongs, {
    query: { q: 'x'.repeat(1000) },
    headers: { 'accept-language': 'sw' },
  });
  assert.deepEqual(swahili.json(), { error: searchMessagesSw.queryTooLong });
});

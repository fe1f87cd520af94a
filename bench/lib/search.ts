/**
 * The site search at scale: each domain's search endpoint with 1k and 100k items of every kind
 * (stories, news, songs, reels, products, members), each size in its own fresh database, filled
 * straight through SQL so the indexes and search triggers do the same work they do for members'
 * posts. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL names a server (a scratch
 * schema there, dropped after). Every answer is built (a new `bench=<id>` each request, as in
 * growth.ts), at 50 connections: the mean's growth from 1k to 100k and the p99.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { addressOf } from '../../scripts/lib/api-address.ts';
import {
  createScratchSchema,
  dropScratchSchema,
  inSchema,
  withClient,
} from '../../scripts/lib/scratch-schema.ts';
import * as music from 'shared-ui/contracts/music';
import * as news from 'shared-ui/contracts/news';
import * as pages from 'shared-ui/contracts/pages';
import * as reels from 'shared-ui/contracts/reels';
import * as shop from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';
import { load, type LoadFigures } from './load.ts';
import { startBenchServer } from './bench-server.ts';

/**
 * Each kind's searches, asked in turn: a broad word start and a whole word (a tenth to a third of
 * the items, so the newest matches are near), a rare word (a number: 1 item at 1k, 111 at 100k),
 * a typo (no word starts so; one letter off a broad word) and a word found nowhere (a typo's
 * look-up too, finding nothing). Rows filled by `fillStatements`.
 */
const QUERIES: Record<string, [string, string, string, string, string]> = {
  stories: ['pwan', 'elders', '777', 'eldres', 'zebra'],
  news: ['kilif', 'launch', '777', 'lanch', 'zebra'],
  songs: ['ngom', 'artist', '777', 'mnazy', 'zebra'],
  reels: ['danc', 'rabai', '777', 'dancng', 'zebra'],
  products: ['kikoi', 'leso', 'n777', 'kikoy', 'zebra'],
  members: ['korosh', 'digo', '777', 'korosjo', 'zebra'],
};

const ENDPOINTS = {
  stories: pages.searchArticles,
  news: news.searchNews,
  songs: music.searchSongs,
  reels: reels.searchReels,
  products: shop.searchProducts,
  members: users.searchMembers,
};

/** Per kind, its five searches in turn; then two words (both broad, found together or never); then a slow case. */
export const SEARCH_CALLS = [
  ...Object.entries(ENDPOINTS).map(([kind, endpoint]) => ({
    name: `${kind}: ${QUERIES[kind]!.join(', ')}`,
    paths: QUERIES[kind]!.map((q) => addressOf(endpoint, { query: { q } })),
  })),
  {
    name: 'products, two words: kikoi korosho, kaya digo',
    paths: ['kikoi korosho', 'kaya digo'].map((q) => addressOf(shop.searchProducts, { query: { q } })),
  },
  {
    name: 'members, two words: kikoi korosho, kaya digo',
    paths: ['kikoi korosho', 'kaya digo'].map((q) => addressOf(users.searchMembers, { query: { q } })),
  },
  {
    // Every story holding 'kaya' is pending: the walk passes all of them and finds none to show.
    // Last: its backlog of slow answers would hold up the next row's first seconds.
    name: 'stories, a word only unpublished ones hold: kaya',
    paths: [addressOf(pages.searchArticles, { query: { q: 'kaya' } })],
  },
];

export interface SearchFigures {
  database: 'sqlite' | 'postgres';
  size: number;
  calls: { name: string; figures: LoadFigures }[];
}

const WORDS = ['kaya', 'kikoi', 'leso', 'ngoma', 'pwani', 'kilifi', 'rabai', 'digo', 'mnazi', 'korosho'];

/** SQL of the word of row `i` shifted by `k` (the same in SQLite and PostgreSQL). */
const word = (k: number) =>
  `case (i * ${k}) % 10 ${WORDS.map((w, n) => `when ${n} then '${w}'`).join(' ')} end`;
const text = (...parts: string[]) => parts.join(" || ' ' || ");
const at = `'2026-01-01T00:00:00.000Z'`;

/** Statements filling `size` items of each kind (rows numbered 1..size by a recursive CTE). */
export function fillStatements(size: number): string[] {
  const rows = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${size})`;
  const num = `cast(i as text)`;
  return [
    `insert into users (username, email, password_hash, role, created_at)
       ${rows} select ${text(word(3), word(7), num)}, 'bench-' || ${num} || '@example.com', 'x', 'member', ${at} from n`,
    `insert into articles (article_name, description, category, subcategory, status, likes_count, user_id, created_at, updated_at)
       ${rows} select ${text(word(13), num)}, ${text(`'A story of'`, word(1), `'and'`, word(17), `'told by the elders'`)},
       'Culture', 'Kaya forests', case when i % 10 = 0 then 'pending' else 'published' end, 0, 1 + i % 100, ${at}, ${at} from n`,
    `insert into news (name, launches_on, short_description, full_description)
       ${rows} select ${text(word(7), `'launch'`, num)}, '2026-07-01', ${text(`'News of'`, word(1))}, ${text(`'All about'`, word(3))} from n`,
    `insert into songs (song_title, song_artist, category, small_description, likes_count, user_id, song_image, song_file, created_on, updated_at)
       ${rows} select ${text(word(7), word(3), num)}, ${text(`'Artist'`, word(1))}, 'Taarab', 'A song', 0, 1 + i % 100,
       'cover.webp', 'song.mp3', ${at}, ${at} from n`,
    `insert into reels (description, video, user_id, created_at, moderation)
       ${rows} select ${text(`'Dancing in'`, word(7), num)}, 'reel.mp4', 1 + i % 100, ${at},
       case when i % 20 = 0 then 'removed' end from n`,
    `insert into products (product_name, description, price, location, category, contact_whatsapp, expiry_date, image_1, user_id, created_at)
       ${rows} select ${text(word(7), word(3), `'n' || ${num}`)}, ${text(`'Made in'`, word(1), `'by hand'`)}, 100 + i % 2000,
       'Kilifi', 'Crafts', '+254700000000', case when i % 10 = 0 then '2020-01-01' else '2099-12-31' end, 'bench.webp',
       1 + i % 100, ${at} from n`,
  ];
}

/** A server on a fresh SQLite database holding `size` items of each kind. */
async function sqliteServer(size: number) {
  const empty = await startBenchServer({ SEED: 'none' }, { keepData: true }); // creates the schema
  const dataDir = empty.dataDir;
  await empty.stop();
  const db = new DatabaseSync(path.join(dataDir, 'app.db'));
  db.exec('begin');
  for (const statement of fillStatements(size)) db.exec(statement);
  db.exec('commit');
  db.close();
  const server = await startBenchServer({ SEED: 'none', DATA_DIR: dataDir });
  return {
    server,
    cleanUp: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server on a scratch schema of `url` holding `size` items of each kind. */
async function postgresServer(url: string, size: number) {
  const schema = await createScratchSchema(url, 'bench_search');
  const databaseUrl = inSchema(url, schema);
  const empty = await startBenchServer({ SEED: 'none', DATABASE_URL: databaseUrl }); // creates the schema
  await empty.stop();
  await withClient(databaseUrl, async (client) => {
    for (const statement of fillStatements(size)) await client.query(statement);
    await client.query('analyze');
  });
  const server = await startBenchServer({ SEED: 'none', DATABASE_URL: databaseUrl });
  return {
    server,
    cleanUp: async () => {
      await server.stop();
      await dropScratchSchema(url, schema);
    },
  };
}

export async function measureSearch(
  sizes: number[],
  seconds: number,
  postgresUrl = process.env.BENCH_DATABASE_URL,
): Promise<SearchFigures[]> {
  const results: SearchFigures[] = [];
  const databases = postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
  for (const database of databases) {
    for (const size of sizes) {
      const { server, cleanUp } =
        database === 'sqlite' ? await sqliteServer(size) : await postgresServer(postgresUrl!, size);
      const calls = [];
      try {
        for (const call of SEARCH_CALLS) {
          const paths = call.paths.map((path) => `${path}&bench=[<id>]`);
          const figures = await load(server.url, { newIdEachTime: true, paths }, seconds, 50);
          calls.push({ name: call.name, figures });
        }
      } finally {
        await cleanUp();
      }
      results.push({ database, size, calls });
    }
  }
  return results;
}

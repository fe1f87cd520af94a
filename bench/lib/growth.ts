/**
 * The cost of growth: the same list and search calls against 1k, 10k and 100k
 * products and articles, and as many notifications of the signed-in member (and
 * of another), each size in its own fresh database (SQLite, the embedded
 * default), filled straight through SQL so the indexes and search triggers do
 * the same work they do for members' posts.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { memberSession } from './api.ts';
import { load, type LoadFigures } from './load.ts';
import { startBenchServer } from './bench-server.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as notifications from 'shared-ui/contracts/notifications';
import * as pages from 'shared-ui/contracts/pages';
import * as shop from 'shared-ui/contracts/shop';

export const GROWTH_CALLS = [
  { name: 'products, page 1', path: addressOf(shop.fetchProducts, { query: { page: 1 } }) },
  { name: 'products, search', path: addressOf(shop.fetchProducts, { query: { search: 'kikoi', page: 1 } }) },
  {
    name: 'products, category by price',
    path: addressOf(shop.fetchProducts, { query: { category: 'Crafts', price: 'lowToHigh' } }),
  },
  { name: 'articles, all', path: addressOf(pages.getArticles, { query: { priority: 'all' } }) },
  {
    name: 'articles, search',
    path: addressOf(pages.getArticles, { query: { priority: 'all', search: 'kaya' } }),
  },
  { name: "notifications, one member's", path: addressOf(notifications.listNotifications) },
] as const;

export interface GrowthFigures {
  size: number;
  calls: { name: string; figures: LoadFigures }[];
}

const WORDS = ['kaya', 'kikoi', 'leso', 'ngoma', 'pwani', 'kilifi', 'rabai', 'digo', 'mnazi', 'korosho'];
const CATEGORIES = ['Crafts', 'Clothing', 'Food', 'Services', 'Home', 'Art'];
const ARTICLE_CATEGORIES = [
  ['Culture', 'Kaya forests'],
  ['Stories', 'Oral histories'],
  ['Justice', 'Land rights'],
] as const;

/** What one notification of each kind is about, in turn. */
const NOTIFIED = [
  ['follow', 'member'],
  ['comment', 'article'],
  ['review', 'product'],
  ['published', 'article'],
  ['rejected', 'article'],
  ['removed', 'reel'],
  ['ticket_reply', 'ticket'],
] as const;

/**
 * `size` notifications for each of two members, every other one read, oldest first (ids follow
 * time), and each member's unread count as the server keeps it.
 */
function fillNotifications(db: DatabaseSync, members: number[], size: number, now: number): void {
  const notification = db.prepare(
    `insert into notifications (user_id, kind, actor_id, actor_name, subject, subject_id, subject_title,
       rating, reason, created_at, read_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [m, member] of members.entries()) {
    const actor = members[(m + 1) % members.length]!;
    for (let i = 0; i < size; i += 1) {
      const [kind, subject] = NOTIFIED[i % NOTIFIED.length]!;
      const at = new Date(now + i * 60_000).toISOString();
      const byMember = kind === 'follow' || kind === 'comment' || kind === 'review';
      notification.run(
        member,
        kind,
        byMember ? actor : null,
        byMember ? 'Bench Member' : null,
        subject,
        kind === 'ticket_reply' ? null : i + 1,
        `${WORDS[i % WORDS.length]} ${i}`,
        kind === 'review' ? 1 + (i % 5) : null,
        kind === 'rejected' || kind === 'removed' ? 'Off topic' : null,
        at,
        i % 2 === 0 ? at : null,
      );
    }
    db.prepare('insert into notification_counts (user_id, unread) values (?, ?)').run(member, size / 2);
  }
}

export function fill(file: string, size: number, memberId: number): void {
  const db = new DatabaseSync(file);
  const now = Date.UTC(2026, 0, 1);
  const word = (n: number) => WORDS[n % WORDS.length] as string;
  db.exec('begin');
  const user = db
    .prepare(
      `insert into users (username, email, password_hash, role, created_at) values (?, ?, ?, 'member', ?)`,
    )
    .run('Bench Seller', `bench-${size}@example.com`, 'x', new Date(now).toISOString());
  const userId = Number(user.lastInsertRowid);
  const product = db.prepare(
    `insert into products (product_name, description, price, location, category, contact_whatsapp, expiry_date,
       image_1, user_id, created_at) values (?, ?, ?, ?, ?, '+254700000000', '2099-12-31', 'bench.webp', ?, ?)`,
  );
  const article = db.prepare(
    `insert into articles (article_name, description, category, subcategory, status, likes_count, user_id,
       created_at, updated_at) values (?, ?, ?, ?, 'published', ?, ?, ?, ?)`,
  );
  for (let i = 0; i < size; i += 1) {
    const at = new Date(now + i * 60_000).toISOString();
    const [category, subcategory] = ARTICLE_CATEGORIES[i % ARTICLE_CATEGORIES.length]!;
    product.run(
      `${word(i * 7)} ${word(i * 3)} ${i}`,
      `Made in ${word(i)} by hand, a ${word(i * 11)} piece number ${i}`,
      100 + ((i * 37) % 20_000),
      `Town ${i % 40}`,
      CATEGORIES[i % CATEGORIES.length] as string,
      userId,
      at,
    );
    article.run(
      `${word(i * 13)} ${i}`.slice(0, 20),
      `A story of ${word(i)} and ${word(i * 17)}, told by the elders, number ${i}.`,
      category,
      subcategory,
      i % 997,
      userId,
      at,
      at,
    );
  }
  fillNotifications(db, [memberId, userId], size, now);
  db.exec('commit');
  db.close();
}

export async function measureGrowth(sizes: number[], seconds: number): Promise<GrowthFigures[]> {
  const results: GrowthFigures[] = [];
  for (const size of sizes) {
    const empty = await startBenchServer({ SEED: 'none' }, { keepData: true }); // creates the schema
    const dataDir = empty.dataDir;
    // The bench member, whose notifications are listed.
    const member = await memberSession(empty.url);
    await empty.stop();
    fill(path.join(dataDir, 'app.db'), size, member.userId);
    const server = await startBenchServer({ SEED: 'none', DATA_DIR: dataDir });
    // Every answer built: the answer cache keeps one by its whole address for 5 s, a member's
    // too where it is the guests', which would hide the cost of the queries this measures. A
    // parameter the server ignores, new for each request, gives each request an address of its own.
    const headers = { cookie: (await memberSession(server.url)).cookie };
    const calls = [];
    for (const call of GROWTH_CALLS) {
      const url = `${server.url}${call.path}${call.path.includes('?') ? '&' : '?'}bench=[<id>]`;
      calls.push({
        name: call.name,
        figures: await load(url, { headers, newIdEachTime: true }, seconds, 10),
      });
    }
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    results.push({ size, calls });
  }
  return results;
}

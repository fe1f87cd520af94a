/** What the notification tests share: two members and an administrator, the calls that notify, and checks. */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { setArticleStatus } from 'shared-ui/contracts/admin';
import { contactSubmit } from 'shared-ui/contracts/contact';
import type { ArticleStatus } from 'shared-ui/contracts/entities';
import {
  listNotifications,
  type NotificationItem,
  type NotificationKind,
} from 'shared-ui/contracts/notifications';
import type { unfollowUser } from 'shared-ui/contracts/pages';
import { addComment, followUser } from 'shared-ui/contracts/pages';
import { addReview } from 'shared-ui/contracts/shop';
import type { App } from '../src/app.ts';
import { notify, type Notice } from '../src/db/notifications.repository.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import { callEndpoint } from './contract-call.ts';
import { createClock } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

export const START = '2026-06-01T10:00:00.000Z';

export async function setUp(t: TestContext) {
  const clock = createClock(START);
  const { app, admin } = await makeAdmin(t, { now: clock.now });
  const amina = await registerAndLogin(app, { username: 'Amina' });
  const baraka = await registerAndLogin(app, { username: 'Baraka' });
  return { app, admin, amina, baraka, clock };
}

/** The member's notifications as the list answers them (its first page of 50). */
export async function listOf(
  app: App,
  session: TestSession,
  query: { page?: number; limit?: number } = { limit: 50 },
) {
  const response = await callEndpoint(app, listNotifications, { query, session });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as {
    notifications: NotificationItem[];
    unread: number;
    page: number;
    hasMore: boolean;
  };
}

export const kindsOf = async (app: App, session: TestSession) =>
  (await listOf(app, session)).notifications.map((item) => item.kind);

/** Every stored notification of a member, whatever its kind: what was written. */
export const storedFor = (app: App, userId: number) =>
  app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** The kept count equals the unread notifications of the kinds the member has on. */
export async function assertCountExact(app: App, userId: number) {
  const off = await app.db
    .selectFrom('notification_kinds_off')
    .select('kind')
    .where('user_id', '=', userId)
    .execute();
  const unread = (await storedFor(app, userId)).filter(
    (row) => row.read_at === null && !off.some((each) => each.kind === row.kind),
  ).length;
  const kept = await app.db
    .selectFrom('notification_counts')
    .select('unread')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  assert.equal(kept?.unread ?? 0, unread, `the count of member ${userId}`);
}

/** Follows an author as this member (or unfollows, with `unfollowUser`). */
export const follow = (
  app: App,
  session: TestSession,
  authorId: number,
  action: typeof followUser | typeof unfollowUser = followUser,
) => callEndpoint(app, action, { session, body: { userId: session.user.id, authorId } });

export const comment = (app: App, articleId: number, session?: TestSession) =>
  callEndpoint(app, addComment, {
    session,
    body: { articleId, comment: 'Asante sana', userId: session?.user.id ?? null },
  });

export const review = (app: App, productId: number, session: TestSession, rating = 4) =>
  callEndpoint(app, addReview, {
    session,
    body: {
      product_id: String(productId),
      user_id: String(session.user.id),
      review_text: 'Good honey',
      rating: String(rating),
    },
  });

export const decide = (app: App, admin: TestSession, id: number, status: ArticleStatus, reason?: string) =>
  callEndpoint(app, setArticleStatus, {
    session: admin,
    params: { id },
    body: { status, ...(reason && { reason }) },
  });

export const product = (app: App, userId: number, name = 'Raw honey, 1 kg') =>
  insertProduct(app.db, {
    product_name: name,
    description: 'From hives at the forest edge',
    price: 1200,
    location: 'Kaloleni',
    category: 'Food & farm produce',
    contact_whatsapp: '+254700001001',
    expiry_date: '2026-08-01',
    image_1: 'AAAAAAAAAAAAAAAAAAAAAA.webp',
    image_2: null,
    image_3: null,
    user_id: userId,
    created_at: START,
  });

export async function openTicket(app: App, session?: TestSession): Promise<string> {
  const response = await callEndpoint(app, contactSubmit, {
    session,
    body: { name: 'Amina', phone: '', email: '', message: 'The market page will not load.' },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().ticket_no;
}

export const ITEM = { rating: null, reason: null, read: false };

/** Writes notifications for a member straight through the repository, a second apart. */
export async function notifyMany(
  app: App,
  userId: number,
  kinds: NotificationKind[],
  clock: { now: () => Date; advance: (ms: number) => void },
) {
  for (const kind of kinds) {
    clock.advance(1000);
    const notice: Notice = {
      user_id: userId,
      kind,
      by: null,
      subject: 'article',
      subject_id: 1,
      subject_title: `About ${kind}`,
      created_at: clock.now().toISOString(),
    };
    await app.db.transaction().execute((trx) => notify(trx, notice));
  }
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import {
  answerTicket,
  countArticles,
  deleteFeaturedComment,
  getMemberContent,
  listActions,
  listArticles,
  listProducts,
  listTickets,
  orderFeaturedVideos,
  removeFeaturedComment,
  setArticlesStatus,
  setArticleStatus,
  setRole,
  updateFeaturedVideo,
} from 'shared-ui/contracts/admin';
import { contactSubmit } from 'shared-ui/contracts/contact';
import { getArticles } from 'shared-ui/contracts/pages';
import { deleteProduct } from 'shared-ui/contracts/shop';
import { deleteArticle, me } from 'shared-ui/contracts/users';
import { deleteYoutube } from 'shared-ui/contracts/youtube';
import type { App } from '../src/app.ts';
import { insertProduct } from '../src/db/products.repository.ts';
import { createYoutubeEntry } from '../src/db/youtube.repository.ts';
import { ADMIN_PAGE_SIZE, adminMessages } from '../src/schemas/admin.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked, urlOf } from './contract-call.ts';
import { TEST_ADMIN, logIn, makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';
import { messages } from '../src/messages.ts';

const NOW = '2026-06-01T10:00:00.000Z';

const product = (app: App, userId: number, name: string, expiry_date: string) =>
  insertProduct(app.db, {
    product_name: name,
    description: 'Hand-woven, from Kilifi.',
    price: 1500,
    location: 'Kilifi',
    category: 'Crafts',
    contact_whatsapp: '+254700000001',
    expiry_date,
    image_1: 'basket.webp',
    user_id: userId,
    created_at: NOW,
  });

const actions = async (app: App, admin: TestSession) =>
  (await callEndpoint(app, listActions, { session: admin })).json<{
    actions: { username: string; action: string; method: string; path: string; detail: string | null }[];
  }>().actions;

test('every call the console adds refuses guests (401) and members (403) and changes nothing', async (t) => {
  const { app, admin } = await makeAdmin(t, { now: () => new Date(NOW) });
  const member = await registerAndLogin(app);
  const article = await insertArticle(app, member.user.id, { status: 'pending' });
  type Call = (session?: TestSession) => ReturnType<typeof callEndpoint>;
  const calls: [Endpoint, Call][] = [
    [countArticles, (session) => callEndpoint(app, countArticles, { session })],
    [
      setArticlesStatus,
      (session) =>
        callEndpoint(app, setArticlesStatus, { body: { ids: [article], status: 'published' }, session }),
    ],
    [
      setArticleStatus,
      (session) =>
        callEndpoint(app, setArticleStatus, {
          params: { id: article },
          body: { status: 'rejected', reason: 'Spam' },
          session,
        }),
    ],
    [
      getMemberContent,
      (session) => callEndpoint(app, getMemberContent, { params: { id: member.user.id }, session }),
    ],
    [listProducts, (session) => callEndpoint(app, listProducts, { query: { expired: true }, session })],
    [listActions, (session) => callEndpoint(app, listActions, { session })],
    [
      updateFeaturedVideo,
      (session) =>
        callEndpoint(app, updateFeaturedVideo, { params: { id: 1 }, body: { video_name: 'x' }, session }),
    ],
    [
      orderFeaturedVideos,
      (session) => callEndpoint(app, orderFeaturedVideos, { body: { ids: [1] }, session }),
    ],
    [
      deleteFeaturedComment,
      (session) => callEndpoint(app, deleteFeaturedComment, { params: { id: 1 }, session }),
    ],
    [
      removeFeaturedComment,
      (session) => callEndpoint(app, removeFeaturedComment, { params: { id: 1 }, session }),
    ],
  ];
  for (const [endpoint, request] of calls) {
    const method = endpoint.method;
    const url = endpoint.path;
    const guest = await request();
    assert.equal(guest.statusCode, 401, `guest ${method} ${url}`);
    const refused = await request(member);
    assert.equal(refused.statusCode, 403, `member ${method} ${url}`);
    assert.deepEqual(refused.json(), { status: 'error', message: messages.forbidden });
  }
  const pending = (
    await callEndpoint(app, listArticles, { query: { status: 'pending' }, session: admin })
  ).json().articles;
  assert.deepEqual(
    pending.map((a: { id: number }) => a.id),
    [article],
  );
  assert.deepEqual(await actions(app, admin), [], 'refused calls are not recorded');
});

test('the articles queue: counts by status, one decision with a reason, bulk decisions', async (t) => {
  const { app, admin } = await makeAdmin(t, { now: () => new Date(NOW) });
  const member = await registerAndLogin(app);
  const [a, b, c, d] = [
    await insertArticle(app, member.user.id, { status: 'pending' }),
    await insertArticle(app, member.user.id, { status: 'pending' }),
    await insertArticle(app, member.user.id, { status: 'pending' }),
    await insertArticle(app, member.user.id, { status: 'published' }),
  ];
  const counts = async () => (await callEndpoint(app, countArticles, { session: admin })).json().counts;
  assert.deepEqual(await counts(), { pending: 3, published: 1, rejected: 0 });

  const rejected = await callEndpoint(app, setArticleStatus, {
    params: { id: a! },
    body: { status: 'rejected', reason: 'Off topic' },
    session: admin,
  });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(rejected.json().article.status, 'rejected');

  const bulk = await callEndpoint(app, setArticlesStatus, {
    body: { ids: [b!, c!, c!, 999_999], status: 'published' },
    session: admin,
  });
  assert.equal(bulk.statusCode, 200, bulk.body);
  assert.deepEqual(bulk.json(), {
    status: 'success',
    message: adminMessages.articlesUpdated(2),
    ids: [b, c],
  });
  assert.deepEqual(await counts(), { pending: 0, published: 3, rejected: 1 });

  const published = (await callEndpoint(app, getArticles, { query: { priority: 'all' } })).json();
  const ids = (published.articles ?? published.data ?? published).map(
    (article: { id: number }) => article.id,
  );
  assert.deepEqual([...ids].sort(), [b, c, d].sort());

  for (const body of [{ ids: [], status: 'published' }, { ids: [b], status: 'done' }, { ids: [b] }]) {
    assert.equal(
      (await callUnchecked(app, setArticlesStatus, { body, session: admin })).statusCode,
      400,
      JSON.stringify(body),
    );
  }
  const record = await actions(app, admin);
  assert.equal(record.length, 2);
  assert.equal(record[0]!.path, urlOf(setArticlesStatus));
  assert.equal(record[1]!.username, 'admin');
  assert.match(record[1]!.detail!, /Off topic/);
});

test('tickets list the open ones first, then in progress, resolved and closed', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const submit = async (name: string) =>
    (
      await callEndpoint(app, contactSubmit, { body: { name, phone: '', email: '', message: 'Hello' } })
    ).json().ticket_no as string;
  const closed = await submit('Closed');
  const open = await submit('Open');
  const progress = await submit('Progress');
  assert.equal(
    (
      await callEndpoint(app, answerTicket, {
        params: { ticket_no: closed },
        body: { status: 'closed' },
        session: admin,
      })
    ).statusCode,
    200,
  );
  assert.equal(
    (
      await callEndpoint(app, answerTicket, {
        params: { ticket_no: progress },
        body: { status: 'in_progress' },
        session: admin,
      })
    ).statusCode,
    200,
  );
  const tickets = (await callEndpoint(app, listTickets, { session: admin })).json().tickets;
  assert.deepEqual(
    tickets.map((ticket: { ticket_no: string }) => ticket.ticket_no),
    [open, progress, closed],
  );
});

test("a member's content is paged newest first across the kinds, so every item can be reached", async (t) => {
  const { app, admin } = await makeAdmin(t, { now: () => new Date(NOW) });
  const member = await registerAndLogin(app);
  // More YouTube entries than a page holds, and one article newer than all of them.
  const entries = ADMIN_PAGE_SIZE + 5;
  for (let i = 0; i < entries; i += 1) {
    await createYoutubeEntry(app.db, {
      user_id: member.user.id,
      video_id: `v${String(i).padStart(10, '0')}`,
      description: `Entry ${i}`,
      video_url: `https://www.youtube.com/watch?v=v${String(i).padStart(10, '0')}`,
      date_created: new Date(Date.parse(NOW) - (entries - i) * 60_000).toISOString(),
    });
  }
  const article = await insertArticle(app, member.user.id, { article_name: 'Newest', created_at: NOW });
  const pageOf = async (page: number) =>
    (
      await callEndpoint(app, getMemberContent, {
        params: { id: member.user.id },
        query: { page },
        session: admin,
      })
    ).json();
  const first = await pageOf(1);
  assert.equal(first.content.length, ADMIN_PAGE_SIZE);
  assert.deepEqual([first.page, first.hasMore], [1, true]);
  assert.equal(`${first.content[0].kind}:${first.content[0].id}`, `article:${article}`);
  assert.equal(first.content[1].title, `Entry ${entries - 1}`);
  const second = await pageOf(2);
  assert.deepEqual([second.content.length, second.hasMore], [entries + 1 - ADMIN_PAGE_SIZE, false]);
  assert.equal(second.content.at(-1).title, 'Entry 0');
  const titles = [...first.content, ...second.content].map((item: { title: string }) => item.title);
  assert.equal(new Set(titles).size, entries + 1);
});

test("an administrator sees a member's content and removes what breaks the rules; it is recorded", async (t) => {
  const { app, admin } = await makeAdmin(t, { now: () => new Date(NOW) });
  const member = await registerAndLogin(app);
  const article = await insertArticle(app, member.user.id, { status: 'pending', article_name: 'Bad words' });
  const entry = await createYoutubeEntry(app.db, {
    user_id: member.user.id,
    video_id: 'Kx9pR2mTq4A',
    description: 'Spam video',
    video_url: 'https://www.youtube.com/watch?v=Kx9pR2mTq4A',
    date_created: NOW,
  });
  const item = await product(app, member.user.id, 'Fake goods', '2026-12-31');

  const contentOf = (id: number) => callEndpoint(app, getMemberContent, { params: { id }, session: admin });
  const content = await contentOf(member.user.id);
  assert.equal(content.statusCode, 200, content.body);
  assert.equal(content.json().user.id, member.user.id);
  const kinds = content.json().content.map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`);
  assert.deepEqual(kinds.sort(), [`article:${article}`, `product:${item}`, `youtube:${entry.id}`].sort());
  assert.equal((await contentOf(999999)).statusCode, 404);

  const removals: [Endpoint, () => ReturnType<typeof callEndpoint>][] = [
    [deleteArticle, () => callEndpoint(app, deleteArticle, { body: { articleId: article }, session: admin })],
    [deleteYoutube, () => callEndpoint(app, deleteYoutube, { body: { videoId: entry.id }, session: admin })],
    [deleteProduct, () => callEndpoint(app, deleteProduct, { body: { product_id: item }, session: admin })],
  ];
  for (const [endpoint, remove] of removals) {
    const response = await remove();
    assert.equal(response.statusCode, 200, `${endpoint.path}: ${response.body}`);
  }
  assert.deepEqual((await contentOf(member.user.id)).json().content, []);
  const record = await actions(app, admin);
  assert.deepEqual(
    record.map((r) => r.path),
    removals.map(([endpoint]) => urlOf(endpoint)).reverse(),
  );
  assert.ok(record.every((r) => r.username === 'admin' && r.method === 'POST' && r.action.length > 0));

  // A member removing their own content is not an administrator action.
  const own = await insertArticle(app, member.user.id);
  assert.equal(
    (await callEndpoint(app, deleteArticle, { body: { articleId: own }, session: member })).statusCode,
    200,
  );
  assert.equal((await actions(app, admin)).length, removals.length);
});

test('listings past their expiry date are listed apart; an administrator removes one', async (t) => {
  const { app, admin } = await makeAdmin(t, { now: () => new Date(NOW) });
  const seller = await registerAndLogin(app, { username: 'Seller' });
  const live = await product(app, seller.user.id, 'Live basket', '2026-06-01');
  const expired = await product(app, seller.user.id, 'Old basket', '2026-05-31');
  const productsOf = (expiredOnly: boolean) =>
    callEndpoint(app, listProducts, { query: expiredOnly ? { expired: true } : {}, session: admin });
  const list = async (expiredOnly: boolean) =>
    (await productsOf(expiredOnly)).json().products.map((p: { id: number }) => p.id);
  assert.deepEqual((await list(false)).sort(), [live, expired].sort());
  assert.deepEqual(await list(true), [expired]);
  const first = (await productsOf(true)).json().products[0];
  assert.equal(first.seller_name, 'Seller');
  assert.equal(first.expiry_date, '2026-05-31');
  assert.equal(
    (await callEndpoint(app, deleteProduct, { body: { product_id: expired }, session: admin })).statusCode,
    200,
  );
  assert.deepEqual(await list(true), []);
});

test('login and the session confirmation say whether the account is an administrator', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  assert.equal((member.user as { role?: string }).role, 'member');
  const again = await logIn(app, TEST_ADMIN.email, TEST_ADMIN.password);
  assert.equal((again.user as { role?: string }).role, 'admin');
  const confirmed = await callEndpoint(app, me, { session: admin });
  assert.equal(confirmed.json().user.role, 'admin');
});

test('roles: an administrator makes a member an administrator and back, never the last one', async (t) => {
  const { app, admin } = await makeAdmin(t);
  const member = await registerAndLogin(app);
  const role = (user_id: number, value: 'admin' | 'member') =>
    callEndpoint(app, setRole, { body: { user_id, role: value }, session: admin });
  const grant = await role(member.user.id, 'admin');
  assert.equal(grant.statusCode, 200);
  const promoted = await logIn(app, member.user.email, member.password);
  assert.equal((await callEndpoint(app, listActions, { session: promoted })).statusCode, 200);
  const revoke = await role(member.user.id, 'member');
  assert.equal(revoke.statusCode, 200);
  assert.equal((await callEndpoint(app, listActions, { session: promoted })).statusCode, 403);
  const last = await role(admin.user.id, 'member');
  assert.equal(last.statusCode, 400);
  assert.equal(last.json().message, adminMessages.lastAdmin);
  const record = await actions(app, admin);
  assert.deepEqual(
    record.map((r) => JSON.parse(r.detail!).role),
    ['member', 'admin'],
  );
});

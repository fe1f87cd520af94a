import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint, NewsItem } from 'shared-ui/contracts';
import {
  createNews,
  deleteNews,
  listAccounts,
  removeNews,
  setRole,
  updateNews,
} from 'shared-ui/contracts/admin';
import { getNews } from 'shared-ui/contracts/news';
import { me as meEndpoint } from 'shared-ui/contracts/users';
import { texts } from 'shared-ui/texts';
import type { App } from '../src/app.ts';
import { ADMIN_PAGE_SIZE, NEWS_LIMITS, adminMessages } from '../src/schemas/admin.ts';
import { callEndpoint, callUnchecked, type UncheckedInput } from './contract-call.ts';
import { TEST_ADMIN, makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';
import { messages } from '../src/messages.ts';

type Where = Pick<UncheckedInput, 'params' | 'query'>;

/** A call as this session (a guest without): its parameters or query, and its body, good or bad. */
const as = (
  app: App,
  session: TestSession | undefined,
  endpoint: Endpoint,
  where: Where = {},
  body?: unknown,
) => callUnchecked(app, endpoint, { ...where, body, session });

const newsItem = {
  name: 'Kaya festival',
  launches_on: '2026-08-15',
  short_description: 'Elders open the sacred forest to visitors.',
  full_description: 'A day of songs, stories and guided walks through the kaya.',
  link: 'https://example.org/kaya',
  image_1: '/api/images/kaya.jpg',
  image_2: null,
  video_url: 'https://www.youtube.com/watch?v=abc',
};

async function createItem(app: App, admin: TestSession, item: Record<string, unknown> = newsItem) {
  const response = await as(app, admin, createNews, {}, item);
  assert.equal(response.statusCode, 201, response.body);
  return response.json<{ news: NewsItem }>().news;
}

const publicNews = async (app: App) => (await callEndpoint(app, getNews)).json<{ data: NewsItem[] }>().data;

test('every admin call refuses guests with 401 and members with 403, before reading input', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const member = await registerAndLogin(app);
  const item = await createItem(app, admin);
  const calls: [Endpoint, Where, unknown?][] = [
    [createNews, {}, newsItem],
    [updateNews, { params: { id: item.id } }, { name: 'Changed' }],
    [deleteNews, { params: { id: item.id } }],
    [removeNews, { params: { id: item.id } }],
    [listAccounts, {}],
    [setRole, {}, { user_id: member.user.id, role: 'admin' }],
    [createNews, {}, { name: '' }],
    [listAccounts, { query: 'page=x' }],
  ];
  for (const [endpoint, where, body] of calls) {
    const what = `${endpoint.method} ${endpoint.path}`;
    const guest = await as(app, undefined, endpoint, where, body);
    assert.equal(guest.statusCode, 401, `guest ${what}`);
    assert.deepEqual(guest.json(), { status: 'error', message: 'Not logged in.' });
    const refused = await as(app, member, endpoint, where, body);
    assert.equal(refused.statusCode, 403, `member ${what}`);
    assert.deepEqual(refused.json(), { status: 'error', message: messages.forbidden });
  }
  // Nothing changed: one item, unchanged; the member is still a member.
  assert.deepEqual(await publicNews(app), [item]);
  const me = await callEndpoint(app, meEndpoint, { session: member });
  assert.equal(me.json().user.role, 'member');
});

test('an admin publishes a news item; it appears in getNews', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const response = await as(app, admin, createNews, {}, { ...newsItem, id: 42, role: 'x' });
  assert.equal(response.statusCode, 201);
  const body = response.json();
  assert.equal(body.status, 'success');
  assert.equal(body.message, adminMessages.newsCreated);
  assert.equal(typeof body.news.id, 'number');
  assert.notEqual(body.news.id, 42, 'unknown fields are ignored');
  assert.deepEqual(body.news, { id: body.news.id, ...newsItem });
  assert.deepEqual(await publicNews(app), [body.news]);
});

test('optional fields may be left out or empty (stored as null); text is trimmed', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const news = await createItem(app, admin, {
    name: '  Newsletter launch ',
    launches_on: '2026-09-01',
    short_description: 'Short',
    full_description: 'Full',
    link: '',
    video_url: '  ',
  });
  assert.equal(news.name, 'Newsletter launch');
  assert.equal(news.link, null);
  assert.equal(news.image_1, null);
  assert.equal(news.image_2, null);
  assert.equal(news.video_url, null);
});

test('creating news refuses bad input with a readable 400 and stores nothing', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const { name: _name, ...withoutName } = newsItem;
  const cases: [unknown, string][] = [
    [withoutName, 'name is required.'],
    [{ ...newsItem, name: '   ' }, texts.validation.required('name')],
    [{ ...newsItem, short_description: '' }, texts.validation.required('short_description')],
    [{ ...newsItem, full_description: ' ' }, texts.validation.required('full_description')],
    [
      { ...newsItem, name: 'n'.repeat(NEWS_LIMITS.name + 1) },
      `name must be at most ${NEWS_LIMITS.name} characters.`,
    ],
    [{ ...newsItem, launches_on: '2026-02-30' }, texts.validation.invalidDate('launches_on')],
    [{ ...newsItem, launches_on: '15/08/2026' }, texts.validation.invalidDate('launches_on')],
    [{ ...newsItem, launches_on: '' }, texts.validation.invalidDate('launches_on')],
    [{ ...newsItem, link: 'javascript:alert(1)' }, adminMessages.badWebAddress('link')],
    [{ ...newsItem, link: 'example.org' }, adminMessages.badWebAddress('link')],
    [{ ...newsItem, video_url: 'ftp://example.org/v.mp4' }, adminMessages.badWebAddress('video_url')],
    [{ ...newsItem, image_2: 'data:image/png;base64,AAAA' }, adminMessages.badImage('image_2')],
    [{ ...newsItem, image_1: '//evil.example/x.png' }, adminMessages.badImage('image_1')],
    [
      { ...newsItem, link: `https://example.org/${'a'.repeat(NEWS_LIMITS.address)}` },
      `link must be at most ${NEWS_LIMITS.address} characters.`,
    ],
  ];
  for (const [payload, message] of cases) {
    const response = await as(app, admin, createNews, {}, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.deepEqual(response.json(), { status: 'error', message });
  }
  assert.deepEqual(await publicNews(app), []);
});

test('an admin edits only the fields sent; 404 for an unknown item, 400 for bad input', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const item = await createItem(app, admin);

  const edited = await as(
    app,
    admin,
    updateNews,
    { params: { id: item.id } },
    {
      name: 'Kaya festival, day two',
      image_1: null,
    },
  );
  assert.equal(edited.statusCode, 200);
  assert.deepEqual(edited.json(), {
    status: 'success',
    message: adminMessages.newsUpdated,
    news: { ...item, name: 'Kaya festival, day two', image_1: null },
  });
  assert.deepEqual(await publicNews(app), [edited.json().news]);

  const unknownFields = await as(app, admin, updateNews, { params: { id: item.id } }, { id: 77, extra: 'x' });
  assert.equal(unknownFields.statusCode, 200, 'unknown fields are ignored');
  assert.equal(unknownFields.json().news.id, item.id);

  const nothing = await as(app, admin, updateNews, { params: { id: item.id } }, {});
  assert.equal(nothing.statusCode, 200);
  assert.deepEqual(nothing.json().news, edited.json().news);

  const unknown = await as(app, admin, updateNews, { params: { id: 9999 } }, { name: 'Ghost' });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: adminMessages.newsNotFound });

  for (const [id, payload] of [
    [item.id, { name: '' }],
    [item.id, { launches_on: '2026-13-01' }],
    [item.id, { link: 'not a link' }],
    ['abc', { name: 'x' }],
  ] as const) {
    const response = await as(app, admin, updateNews, { params: { id } }, payload);
    assert.equal(response.statusCode, 400, `${id} ${JSON.stringify(payload)}`);
    assert.equal(response.json().status, 'error');
  }
  assert.deepEqual(await publicNews(app), [edited.json().news], 'refused edits change nothing');
});

test('an admin deletes news by POST …/delete or DELETE; 404 afterwards', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const first = await createItem(app, admin);
  const second = await createItem(app, admin, { ...newsItem, name: 'Second' });

  const viaPost = await as(app, admin, deleteNews, { params: { id: first.id } });
  assert.equal(viaPost.statusCode, 200);
  assert.deepEqual(viaPost.json(), { status: 'success', message: adminMessages.newsDeleted });
  const viaDelete = await as(app, admin, removeNews, { params: { id: second.id } });
  assert.equal(viaDelete.statusCode, 200);
  assert.deepEqual(await publicNews(app), []);

  for (const [endpoint, id] of [
    [deleteNews, first.id],
    [removeNews, second.id],
  ] as const) {
    const again = await as(app, admin, endpoint, { params: { id } });
    assert.equal(again.statusCode, 404);
    assert.deepEqual(again.json(), { status: 'error', message: adminMessages.newsNotFound });
  }
});

test('the account list shows id, username, email, role and creation time, 50 a page, searchable', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const neema = await registerAndLogin(app, { username: 'Neema', email: 'neema.k@example.org' });
  // More accounts, written directly (the API hashes every password).
  const many = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => ({
    username: `Reader ${index}`,
    email: `reader${index}@pwani.example`,
    password_hash: 'x',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
  }));
  await app.db.insertInto('users').values(many).execute();

  const first = await as(app, admin, listAccounts);
  assert.equal(first.statusCode, 200);
  const page1 = first.json();
  assert.equal(page1.status, 'success');
  assert.equal(page1.page, 1);
  assert.equal(page1.pageSize, ADMIN_PAGE_SIZE);
  assert.equal(page1.total, ADMIN_PAGE_SIZE + 2);
  assert.equal(page1.users.length, ADMIN_PAGE_SIZE);
  assert.deepEqual(Object.keys(page1.users[0]).sort(), ['created_at', 'email', 'id', 'role', 'username']);
  assert.deepEqual(
    page1.users.slice(0, 2).map((user: { email: string; role: string }) => [user.email, user.role]),
    [
      [TEST_ADMIN.email, 'admin'],
      ['neema.k@example.org', 'member'],
    ],
  );
  assert.ok(!first.body.includes('password'), 'no password hash is listed');

  const page2 = (await as(app, admin, listAccounts, { query: 'page=2' })).json();
  assert.equal(page2.users.length, 2);
  assert.equal(page2.total, ADMIN_PAGE_SIZE + 2);

  const byName = (await as(app, admin, listAccounts, { query: 'search=NEEMA' })).json();
  assert.deepEqual(
    byName.users.map((user: { id: number }) => user.id),
    [neema.user.id],
  );
  assert.equal(byName.total, 1);
  const byEmail = (await as(app, admin, listAccounts, { query: 'search=pwani.EXAMPLE' })).json();
  assert.equal(byEmail.total, ADMIN_PAGE_SIZE);
  const wildcard = (await as(app, admin, listAccounts, { query: { search: '%' } })).json();
  assert.equal(wildcard.total, 0, '% matches itself only');
  const underscore = (await as(app, admin, listAccounts, { query: 'search=neema_k' })).json();
  assert.equal(underscore.total, 0, '_ matches itself only');

  for (const query of ['page=0', 'page=abc', `search=${'s'.repeat(101)}`]) {
    const response = await as(app, admin, listAccounts, { query });
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().status, 'error');
  }
});

test('an admin grants and revokes the admin role; it takes effect at once', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const member = await registerAndLogin(app, { username: 'Baraka' });

  const granted = await as(
    app,
    admin,
    setRole,
    {},
    {
      user_id: member.user.id,
      role: 'admin',
    },
  );
  assert.equal(granted.statusCode, 200);
  assert.equal(granted.json().status, 'success');
  assert.equal(granted.json().message, adminMessages.roleChanged('Baraka', 'admin'));
  assert.deepEqual(
    { ...granted.json().user, created_at: undefined },
    {
      id: member.user.id,
      username: 'Baraka',
      email: member.user.email,
      role: 'admin',
      created_at: undefined,
    },
  );
  assert.equal((await as(app, member, listAccounts)).statusCode, 200, 'the same session now works');

  const repeated = await as(
    app,
    admin,
    setRole,
    {},
    {
      user_id: member.user.id,
      role: 'admin',
    },
  );
  assert.equal(repeated.statusCode, 200);

  const revoked = await as(
    app,
    admin,
    setRole,
    {},
    {
      user_id: member.user.id,
      role: 'member',
    },
  );
  assert.equal(revoked.statusCode, 200);
  assert.equal(revoked.json().message, adminMessages.roleChanged('Baraka', 'member'));
  assert.equal((await as(app, member, listAccounts)).statusCode, 403);
});

test('the last admin cannot demote themself; with a second admin they can', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const refused = await as(
    app,
    admin,
    setRole,
    {},
    {
      user_id: admin.user.id,
      role: 'member',
    },
  );
  assert.equal(refused.statusCode, 400);
  assert.deepEqual(refused.json(), { status: 'error', message: adminMessages.lastAdmin });
  assert.equal((await as(app, admin, listAccounts)).statusCode, 200, 'still an admin');

  const helper = await registerAndLogin(app);
  await as(app, admin, setRole, {}, { user_id: helper.user.id, role: 'admin' });
  const stepDown = await as(
    app,
    admin,
    setRole,
    {},
    {
      user_id: admin.user.id,
      role: 'member',
    },
  );
  assert.equal(stepDown.statusCode, 200);
  assert.equal((await as(app, admin, listAccounts)).statusCode, 403);

  const last = await as(app, helper, setRole, {}, { user_id: helper.user.id, role: 'member' });
  assert.equal(last.statusCode, 400, 'the new sole admin is protected too');
});

test('roles: 404 for an unknown account, 400 for a bad role or id', async (t) => {
  const { app, admin } = await makeAdmin(t, { env: { SEED: 'none' } });
  const unknown = await as(app, admin, setRole, {}, { user_id: 9999, role: 'admin' });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: 'error', message: adminMessages.userNotFound });
  for (const payload of [
    { user_id: admin.user.id, role: 'owner' },
    { user_id: admin.user.id },
    { role: 'admin' },
    { user_id: 'me', role: 'admin' },
  ]) {
    const response = await as(app, admin, setRole, {}, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(response.json().status, 'error');
  }
});

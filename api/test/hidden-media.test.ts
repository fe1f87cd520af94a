/**
 * A hidden item's files (a listing's pictures, an article's pictures and videos, a song's cover
 * and audio, a reel's video) answer 410 Gone, kept by no cache, to guests and other members,
 * and are served privately to the item's owner and administrators, from the moment members'
 * reports hide it or a moderator removes it until the reports are dismissed. Files everyone may
 * see keep their year-long caching. The set of hidden files is read from the database at start.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { decideReports, setArticleStatus } from 'shared-ui/contracts/admin';
import { addMusic } from 'shared-ui/contracts/music';
import { createReel } from 'shared-ui/contracts/reels';
import type { ReportSubject } from 'shared-ui/contracts/reports';
import { addProduct } from 'shared-ui/contracts/shop';
import type { App } from '../src/app.ts';
import { encodeImage, storedFileNames, writeImage } from '../src/uploads/images.ts';
import { articleFields, postArticle } from './articles-fixtures.ts';
import { callEndpoint } from './contract-call.ts';
import { createClock, createTestEnvironment } from './helpers.ts';
import { filePart, jpeg, mp3, mp4 } from './media-helpers.ts';
import { REMOVED } from './moderation-helpers.ts';
import { MEMBER_AGE_MS, START, established, report, reportAs } from './report-helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';
import { productFields } from './shop-fixtures.ts';

const PUBLIC_FILE = 'public, max-age=31536000, immutable';
const PRIVATE_FILE = 'private, no-store';

const picture = async () => filePart(await jpeg(), 'picture.jpg', 'image/jpeg');
const video = filePart(mp4, 'clip.mp4', 'video/mp4');

/** Every address an image is served at: each of its widths. */
const imageUrls = (folder: string, name: string) => storedFileNames(name).map((file) => `${folder}${file}`);

type Row = Record<string, string | number>;

interface Kind {
  subject: ReportSubject;
  /** How the test names one. */
  name: string;
  table: 'products' | 'articles' | 'songs' | 'reels';
  /** Uploads one item as its owner, as the app's form does. */
  send(app: App, owner: TestSession): Promise<{ statusCode: number; body: string }>;
  /** The addresses of a stored item's files. */
  files(row: Row): string[];
}

const KINDS: Kind[] = [
  {
    subject: 'product',
    name: 'a listing',
    table: 'products',
    send: async (app, owner) =>
      callEndpoint(app, addProduct, {
        form: { fields: productFields(owner), files: { image_1: await picture() } },
        session: owner,
      }),
    files: (row) => imageUrls('/api/shop/uploads/', String(row.image_1)),
  },
  {
    subject: 'article',
    name: 'an article',
    table: 'articles',
    send: async (app, owner) =>
      postArticle(app, owner, articleFields(owner.user.id), { image1: await picture(), video1: video }),
    files: (row) => [...imageUrls('/api/images/', String(row.image_url1)), `/api/videos/${row.video_url1}`],
  },
  {
    subject: 'song',
    name: 'a song',
    table: 'songs',
    send: async (app, owner) => {
      const fields = {
        user_id: String(owner.user.id),
        song_title: 'Kayamba ya Pwani',
        song_artist: 'Kahindi Baya',
        small_description: 'Rattles and drums from a Giriama harvest dance.',
        category: 'Traditional',
      };
      const files = { song_image: await picture(), song_file: filePart(mp3, 'song.mp3', 'audio/mpeg') };
      return callEndpoint(app, addMusic, { form: { fields, files }, session: owner });
    },
    files: (row) => [
      ...imageUrls('/api/images/', String(row.song_image)),
      `/api/songs/${row.song_file}`,
      `/api/songs/${row.song_normal}`,
      `/api/songs/${row.song_low}`,
    ],
  },
  {
    subject: 'reel',
    name: 'a reel',
    table: 'reels',
    send: (app, owner) =>
      callEndpoint(app, createReel, {
        form: {
          fields: { user_id: String(owner.user.id), description: 'Chakacha practice' },
          files: { video1: video },
        },
        session: owner,
      }),
    files: (row) => [
      `/api/videos/${row.video}`,
      `/api/videos/${row.video_normal}`,
      `/api/videos/${row.video_low}`,
      ...imageUrls('/api/images/', String(row.poster)),
    ],
  },
];

/**
 * Gives a song or reel its copies (and a reel its poster), as the media jobs do (without ffmpeg
 * here: media-jobs.test.ts makes real ones): they are hidden and shown with it.
 */
async function addCopies(app: App, table: string, row: Row): Promise<Row> {
  if (table === 'songs') {
    const stem = String(row.song_file).replace(/\.mp3$/, '');
    const copies = { song_normal: `${stem}-normal.m4a`, song_low: `${stem}-low.webm` };
    for (const name of Object.values(copies)) await app.media.write('songs', name, mp3);
    await app.db.updateTable('songs').set(copies).where('id', '=', Number(row.id)).execute();
    return { ...row, ...copies };
  }
  if (table !== 'reels') return row;
  const stem = String(row.video).replace(/\.mp4$/, '');
  const copies = {
    video_normal: `${stem}-normal.mp4`,
    video_low: `${stem}-low.mp4`,
    poster: `${stem}-poster.webp`,
  };
  await app.media.write('videos', copies.video_normal, mp4);
  await app.media.write('videos', copies.video_low, mp4);
  await writeImage(app.media, 'images', copies.poster, await encodeImage(await jpeg(), 'poster'));
  await app.db.updateTable('reels').set(copies).where('id', '=', Number(row.id)).execute();
  return { ...row, ...copies };
}

/**
 * Uploads an item of this kind as its owner (an article is then published by an administrator);
 * its id and the addresses of its files (a song's and a reel's copies too).
 */
async function create(app: App, kind: Kind, owner: TestSession, admin: TestSession) {
  const response = await kind.send(app, owner);
  assert.equal(response.statusCode, 201, response.body);
  const row = (await app.db
    .selectFrom(kind.table as 'products')
    .selectAll()
    .where('user_id', '=', owner.user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()) as unknown as Row;
  if (kind.subject === 'article') {
    const published = await callEndpoint(app, setArticleStatus, {
      params: { id: Number(row.id) },
      body: { status: 'published' },
      session: admin,
    });
    assert.equal(published.statusCode, 200, published.body);
  }
  return { id: Number(row.id), urls: kind.files(await addCopies(app, kind.table, row)) };
}

/**
 * An administrator, the owner of the items (Amina), and the established members who report them
 * (their reports weigh enough to hide an item); the clock stands at START.
 */
async function setUp(t: TestContext) {
  const environment = await createTestEnvironment(t);
  const clock = createClock(new Date(Date.parse(START) - MEMBER_AGE_MS).toISOString());
  const { app, admin } = await makeAdmin(t, { environment, now: clock.now });
  const owner = await registerAndLogin(app, { username: 'Amina' });
  const reporters = await established(app, ['Baraka', 'Chiku', 'Dalu', 'Fatma']);
  clock.advance(MEMBER_AGE_MS);
  return { app, admin, owner, reporters, environment, clock };
}

const fetchAs = (app: App, url: string, session?: TestSession, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, cookies: session ? { sid: session.cookie } : {} });

interface Callers {
  admin: TestSession;
  owner: TestSession;
  other: TestSession;
}

/** Every file is served to everyone, cached for a year. */
async function assertPublic(app: App, urls: string[], { admin, owner, other }: Callers, what: string) {
  for (const url of urls) {
    for (const [who, session] of Object.entries({ guest: undefined, other, owner, admin })) {
      const response = await fetchAs(app, url, session);
      assert.equal(response.statusCode, 200, `${what}: ${url} for ${who}`);
      assert.equal(response.headers['cache-control'], PUBLIC_FILE, `${what}: ${url} for ${who}`);
    }
  }
}

/** Every file is gone (410, kept by no cache) for guests and other members; private to its owner and admins. */
async function assertHidden(app: App, urls: string[], { admin, owner, other }: Callers, what: string) {
  for (const url of urls) {
    for (const [who, session] of Object.entries({ guest: undefined, other })) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await fetchAs(app, url, session, method);
        assert.equal(response.statusCode, 410, `${what}: ${method} ${url} for ${who}`);
        assert.equal(response.headers['cache-control'], 'no-store', `${what}: ${url} for ${who}`);
        if (method === 'GET') assert.deepEqual(response.json(), { status: 'error', message: REMOVED });
      }
    }
    for (const [who, session] of Object.entries({ owner, admin })) {
      const response = await fetchAs(app, url, session);
      assert.equal(response.statusCode, 200, `${what}: ${url} for ${who}`);
      assert.equal(response.headers['cache-control'], PRIVATE_FILE, `${what}: ${url} for ${who}`);
      assert.ok(response.rawPayload.length > 0);
    }
  }
}

const decide = (
  app: App,
  admin: TestSession,
  subject: ReportSubject,
  id: number,
  decision: 'hide' | 'dismiss',
) =>
  callEndpoint(app, decideReports, {
    body: { subject, subject_id: id, decision, ...(decision === 'hide' && { reason: 'Not allowed here' }) },
    session: admin,
  });

for (const kind of KINDS) {
  test(`files of ${kind.name}: public; hidden by reports, 410 but to its owner and admins; dismissed, public; removed, 410 again, also after a restart`, async (t) => {
    const { app, admin, owner, reporters, environment, clock } = await setUp(t);
    const [first, second, third, fourth] = reporters as [TestSession, TestSession, TestSession, TestSession];
    const callers = { admin, owner, other: first };
    const { id, urls } = await create(app, kind, owner, admin);
    await assertPublic(app, urls, callers, 'uploaded');

    // One report hides nothing; enough members' reports hide it for review.
    await reportAs(app, [first], kind.subject, id, () => clock.advance(1000));
    await assertPublic(app, urls, callers, 'reported once');
    await reportAs(app, [second, third], kind.subject, id, () => clock.advance(1000));
    await assertHidden(app, urls, callers, 'under review');

    // Dismissed: everyone's again, with the year-long caching.
    assert.equal((await decide(app, admin, kind.subject, id, 'dismiss')).statusCode, 200);
    await assertPublic(app, urls, callers, 'dismissed');

    // Removed by a moderator.
    assert.equal((await report(app, fourth, kind.subject, id)).statusCode, 201);
    assert.equal((await decide(app, admin, kind.subject, id, 'hide')).statusCode, 200);
    await assertHidden(app, urls, callers, 'removed');

    // The set is read from the database when the server starts.
    await app.close();
    const again = await environment.build({ now: clock.now });
    await assertHidden(again, urls, callers, 'removed, after a restart');
  });
}

test('a picture an item everyone sees shows too stays public; an address spelt otherwise is no way round', async (t) => {
  const { app, admin, owner, reporters } = await setUp(t);
  const [other] = reporters as [TestSession];
  const callers = { admin, owner, other };
  const hidden = await create(app, KINDS[0]!, owner, admin);
  const shared = await create(app, KINDS[0]!, owner, admin);
  // Demo listings share pictures: the second listing shows the first one's picture as its second.
  const [firstPicture] = hidden.urls[0]!.split('/').slice(-1);
  await app.db.updateTable('products').set({ image_2: firstPicture! }).where('id', '=', shared.id).execute();
  const own = await create(app, KINDS[0]!, owner, admin);

  assert.equal((await report(app, other, 'product', hidden.id)).statusCode, 201);
  assert.equal((await decide(app, admin, 'product', hidden.id, 'hide')).statusCode, 200);
  await assertPublic(app, [...hidden.urls, ...shared.urls, ...own.urls], callers, 'shown by another listing');

  // Once the other listing is hidden too, so is the picture.
  assert.equal((await report(app, other, 'product', shared.id)).statusCode, 201);
  assert.equal((await decide(app, admin, 'product', shared.id, 'hide')).statusCode, 200);
  await assertHidden(app, [...hidden.urls, ...shared.urls], callers, 'both listings hidden');
  await assertPublic(app, own.urls, callers, 'a listing left alone');

  // The same file, its name spelt with escapes: refused as well.
  const url = hidden.urls[0]!;
  const name = url.split('/').at(-1)!;
  const escaped = `${url.slice(0, -name.length)}%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
  const response = await fetchAs(app, escaped);
  assert.equal(response.statusCode, 410, escaped);
});

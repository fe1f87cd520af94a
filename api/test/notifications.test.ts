import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerTicket, setArticlesStatus } from 'shared-ui/contracts/admin';
import type { BodyOf, Endpoint } from 'shared-ui/contracts';
import type { NotificationItem } from 'shared-ui/contracts/notifications';
import { deleteProduct } from 'shared-ui/contracts/shop';
import { deleteArticle, deleteMusic, deleteReel } from 'shared-ui/contracts/users';
import { deleteYoutube } from 'shared-ui/contracts/youtube';
import { callEndpoint } from './contract-call.ts';
import { insertArticle } from './articles-fixtures.ts';
import {
  ITEM,
  START,
  comment,
  decide,
  follow,
  listOf,
  openTicket,
  product,
  review,
  setUp,
  storedFor,
} from './notification-helpers.ts';

test('a follow, a comment and a review notify the member they are about, naming who did it', async (t) => {
  const { app, amina, baraka, clock } = await setUp(t);
  const articleId = await insertArticle(app, amina.user.id, { article_name: 'Kaya morning' });
  const productId = await product(app, amina.user.id);

  assert.equal((await follow(app, baraka, amina.user.id)).statusCode, 200);
  clock.advance(1000);
  assert.equal((await comment(app, articleId, baraka)).statusCode, 201);
  clock.advance(1000);
  assert.equal((await comment(app, articleId)).statusCode, 201);
  clock.advance(1000);
  assert.equal((await review(app, productId, baraka, 4)).statusCode, 201);

  const { notifications, unread } = await listOf(app, amina);
  const actor = { actor_id: baraka.user.id, actor_name: 'Baraka' };
  assert.deepEqual(
    notifications.map(({ id: _id, ...item }) => item),
    [
      {
        ...ITEM,
        ...actor,
        kind: 'review',
        subject: 'product',
        subject_id: productId,
        subject_title: 'Raw honey, 1 kg',
        rating: 4,
        created_at: '2026-06-01T10:00:03.000Z',
      },
      {
        ...ITEM,
        kind: 'comment',
        actor_id: null,
        actor_name: 'Guest',
        subject: 'article',
        subject_id: articleId,
        subject_title: 'Kaya morning',
        created_at: '2026-06-01T10:00:02.000Z',
      },
      {
        ...ITEM,
        ...actor,
        kind: 'comment',
        subject: 'article',
        subject_id: articleId,
        subject_title: 'Kaya morning',
        created_at: '2026-06-01T10:00:01.000Z',
      },
      {
        ...ITEM,
        ...actor,
        kind: 'follow',
        subject: 'member',
        subject_id: baraka.user.id,
        subject_title: 'Baraka',
        created_at: START,
      },
    ],
  );
  assert.equal(unread, 4);
  assert.deepEqual(await storedFor(app, baraka.user.id), [], 'the one who did it is told nothing');
});

test('an administrator publishing or rejecting articles, one or several, notifies their authors', async (t) => {
  const { app, admin, amina, baraka } = await setUp(t);
  const pending = (userId: number, article_name: string) =>
    insertArticle(app, userId, { status: 'pending', article_name });
  const first = await pending(amina.user.id, 'First');
  const second = await pending(amina.user.id, 'Second');
  const third = await pending(baraka.user.id, 'Third');
  const fourth = await pending(baraka.user.id, 'Fourth');

  assert.equal((await decide(app, admin, first, 'published', 'ignored when publishing')).statusCode, 200);
  assert.equal((await decide(app, admin, first, 'published')).statusCode, 200, 'no change, no notice');
  assert.equal((await decide(app, admin, second, 'rejected', '  Please add a source.  ')).statusCode, 200);
  const bulk = await callEndpoint(app, setArticlesStatus, {
    session: admin,
    body: { ids: [third, fourth, second, 999_999], status: 'rejected', reason: 'Off topic' },
  });
  assert.deepEqual(bulk.json().ids, [second, third, fourth]);
  const pendingAgain = await callEndpoint(app, setArticlesStatus, {
    session: admin,
    body: { ids: [third], status: 'pending' },
  });
  assert.equal(pendingAgain.statusCode, 200);

  const about = (items: NotificationItem[]) =>
    items.map(({ kind, actor_id, actor_name, subject, subject_id, subject_title, reason }) => ({
      kind,
      actor_id,
      actor_name,
      subject,
      subject_id,
      subject_title,
      reason,
    }));
  const moderator = { actor_id: null, actor_name: null, subject: 'article' };
  assert.deepEqual(about((await listOf(app, amina)).notifications), [
    {
      ...moderator,
      kind: 'rejected',
      subject_id: second,
      subject_title: 'Second',
      reason: 'Please add a source.',
    },
    { ...moderator, kind: 'published', subject_id: first, subject_title: 'First', reason: null },
  ]);
  assert.deepEqual(
    about((await listOf(app, baraka)).notifications)
      .map((item) => item.subject_title)
      .sort(),
    ['Fourth', 'Third'],
  );
  assert.ok((await listOf(app, baraka)).notifications.every((item) => item.reason === 'Off topic'));
});

test('an administrator removing a member’s item tells them why; an owner deleting their own tells nobody', async (t) => {
  const { app, admin, amina, clock } = await setUp(t);
  const owner = amina.user.id;
  const at = START;
  const articleId = await insertArticle(app, owner, { article_name: 'Kaya morning' });
  const song = await app.db
    .insertInto('songs')
    .values({
      song_title: 'Ngoma ya pwani',
      song_artist: 'Amina',
      category: 'Traditional',
      small_description: 'Drums',
      user_id: owner,
      song_image: 'cover.webp',
      song_file: 'song.mp3',
      created_on: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reel = await app.db
    .insertInto('reels')
    .values({ description: 'Gonda dance', video: 'dance.mp4', user_id: owner, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const video = await app.db
    .insertInto('youtube_entries')
    .values({
      user_id: owner,
      video_id: 'dQw4w9WgXcQ',
      description: 'Chakacha',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      date_created: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const productId = await product(app, owner);

  type Removal = (reason: string) => ReturnType<typeof callEndpoint>;
  const removals: [Endpoint, Removal, string, number, string][] = [
    [
      deleteArticle,
      (reason) => callEndpoint(app, deleteArticle, { session: admin, body: { articleId, reason } }),
      'article',
      articleId,
      'Kaya morning',
    ],
    [
      deleteMusic,
      (reason) => callEndpoint(app, deleteMusic, { session: admin, body: { musicId: song.id, reason } }),
      'song',
      song.id,
      'Ngoma ya pwani',
    ],
    [
      deleteReel,
      (reason) => callEndpoint(app, deleteReel, { session: admin, body: { reelId: reel.id, reason } }),
      'reel',
      reel.id,
      'Gonda dance',
    ],
    [
      deleteYoutube,
      (reason) => callEndpoint(app, deleteYoutube, { session: admin, body: { videoId: video.id, reason } }),
      'video',
      video.id,
      'Chakacha',
    ],
    [
      deleteProduct,
      (reason) =>
        callEndpoint(app, deleteProduct, { session: admin, body: { product_id: productId, reason } }),
      'product',
      productId,
      'Raw honey, 1 kg',
    ],
  ];
  for (const [endpoint, remove, , , title] of removals) {
    clock.advance(1000);
    const reason = title === 'Chakacha' ? '   ' : `${title} breaks the rules`;
    const response = await remove(reason);
    assert.equal(response.statusCode, 200, `${endpoint.path}: ${response.body}`);
  }
  const { notifications } = await listOf(app, amina);
  assert.deepEqual(
    notifications.reverse().map(({ kind, actor_id, subject, subject_id, subject_title, reason }) => ({
      kind,
      actor_id,
      subject,
      subject_id,
      subject_title,
      reason,
    })),
    removals.map(([, , subject, id, title]) => ({
      kind: 'removed',
      actor_id: null,
      subject,
      subject_id: id,
      subject_title: title,
      reason: title === 'Chakacha' ? null : `${title} breaks the rules`,
    })),
  );

  // The owner's own deletes, with a reason or not.
  const own = await insertArticle(app, owner);
  const ownProduct = await product(app, owner, 'Kikoi');
  const mine = await callEndpoint(app, deleteArticle, {
    session: amina,
    body: { articleId: own, reason: 'Tidying' },
  });
  assert.equal(mine.statusCode, 200);
  const sold = await callEndpoint(app, deleteProduct, { session: amina, body: { product_id: ownProduct } });
  assert.equal(sold.statusCode, 200);
  assert.equal((await storedFor(app, owner)).length, removals.length);
  assert.equal(
    (await callEndpoint(app, deleteMusic, { session: admin, body: { musicId: 1, reason: 'x'.repeat(501) } }))
      .statusCode,
    400,
    'a reason is at most 500 characters',
  );
});

test('the team’s reply to a ticket sent signed in notifies its sender; a status alone or a guest’s ticket does not', async (t) => {
  const { app, admin, amina, clock } = await setUp(t);
  const ticketNo = await openTicket(app, amina);
  const guests = await openTicket(app);
  const sender = await app.db
    .selectFrom('tickets')
    .select('user_id')
    .where('ticket_no', '=', ticketNo)
    .executeTakeFirst();
  assert.equal(sender?.user_id, amina.user.id);

  const answer = (ticket_no: string, body: BodyOf<typeof answerTicket>) =>
    callEndpoint(app, answerTicket, { session: admin, params: { ticket_no }, body });
  assert.equal((await answer(ticketNo, { status: 'in_progress' })).statusCode, 200);
  assert.deepEqual(await storedFor(app, amina.user.id), []);
  clock.advance(60_000);
  assert.equal(
    (await answer(ticketNo, { status: 'resolved', response: 'Fixed, try again.' })).statusCode,
    200,
  );
  assert.equal((await answer(guests, { status: 'resolved', response: 'Fixed.' })).statusCode, 200);

  const { notifications } = await listOf(app, amina);
  assert.deepEqual(
    notifications.map(({ id: _id, ...item }) => item),
    [
      {
        ...ITEM,
        kind: 'ticket_reply',
        actor_id: null,
        actor_name: null,
        subject: 'ticket',
        subject_id: null,
        subject_title: ticketNo,
        created_at: '2026-06-01T10:01:00.000Z',
      },
    ],
  );
  assert.equal((await app.db.selectFrom('notifications').select('id').execute()).length, 1);
});

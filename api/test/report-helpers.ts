/** What the report tests share: an item of each kind, the calls, and the stored rows. */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { Kysely } from 'kysely';
import { REPORTER_MIN_AGE_DAYS, sendReport, type ReportSubject } from 'shared-ui/contracts/reports';
import type { App } from '../src/app.ts';
import { decideReports, listReports, type ReportedItem } from 'shared-ui/contracts/admin';
import type { Moderation } from 'shared-ui/contracts/entities';
import { TABLES } from '../src/db/reported-items.repository.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { START, product } from './notification-helpers.ts';
import { createClock } from './helpers.ts';
import { makeAdmin, registerAndLogin, type TestSession } from './session-helpers.ts';

export { START } from './notification-helpers.ts';

/** Long enough for an account to be old enough for its reports to weigh something. */
export const MEMBER_AGE_MS = REPORTER_MIN_AGE_DAYS * 86_400_000;

/**
 * An administrator, the owner of the items (Amina) and three established members who report
 * them (Baraka, Chiku, Dalu): registered `REPORTER_MIN_AGE_DAYS` before START, each with a
 * comment everyone sees. The clock stands at START.
 */
export async function setUp(t: TestContext) {
  const clock = createClock(new Date(Date.parse(START) - MEMBER_AGE_MS).toISOString());
  const { app, admin } = await makeAdmin(t, { now: clock.now });
  const amina = await registerAndLogin(app, { username: 'Amina' });
  const [baraka, chiku, dalu] = await established(app, ['Baraka', 'Chiku', 'Dalu']);
  clock.advance(MEMBER_AGE_MS);
  return { app, admin, amina, baraka: baraka!, chiku: chiku!, dalu: dalu!, clock };
}

/**
 * New members who take part at once (a comment each): their reports weigh something once the
 * clock has moved on `MEMBER_AGE_MS`.
 */
export async function established(app: App, names: string[]): Promise<TestSession[]> {
  const members: TestSession[] = [];
  for (const username of names) {
    const member = await registerAndLogin(app, { username });
    await makeItem(app, 'comment', member.user.id, `Karibu from ${username}`);
    members.push(member);
  }
  return members;
}

/** A featured video to comment under, made once per app. */
async function featuredVideo(app: App): Promise<number> {
  const found = await app.db.selectFrom('featured_videos').select('id').executeTakeFirst();
  if (found) return found.id;
  const row = await app.db
    .insertInto('featured_videos')
    .values({
      video_name: 'Gonda dance',
      video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      description: 'At the Kaya',
      created_at: START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An article for comments, made once per app (an administrator's). */
async function commentedArticle(app: App, userId: number): Promise<number> {
  const found = await app.db
    .selectFrom('articles')
    .select('id')
    .where('article_name', '=', 'Under comments')
    .executeTakeFirst();
  return found?.id ?? insertArticle(app, userId, { article_name: 'Under comments' });
}

const insertedId = (row: { id: number }) => row.id;

/**
 * An item of this kind owned by `userId` (null: a guest's comment), written straight to the
 * database; `title` is its name (a comment's text, a reel's description).
 */
export async function makeItem(
  app: App,
  subject: ReportSubject,
  userId: number | null,
  title = `A ${subject}`,
): Promise<number> {
  const owner = userId ?? (await firstUser(app));
  switch (subject) {
    case 'product':
      return product(app, owner, title);
    case 'article':
      return insertArticle(app, owner, { article_name: title });
    case 'comment':
      return app.db
        .insertInto('article_comments')
        .values({
          article_id: await commentedArticle(app, owner),
          user_id: userId,
          user_name: userId === null ? 'Guest' : 'Stored name',
          comment: title,
          created_at: START,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(insertedId);
    case 'video_comment':
      return app.db
        .insertInto('featured_video_comments')
        .values({
          video_id: await featuredVideo(app),
          user_id: userId,
          username: userId === null ? 'Guest' : 'Stored name',
          comment: title,
          created_at: START,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(insertedId);
    case 'reel':
      return app.db
        .insertInto('reels')
        .values({
          description: title,
          video: 'AAAAAAAAAAAAAAAAAAAAAA.mp4',
          user_id: owner,
          created_at: START,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(insertedId);
    case 'song':
      return app.db
        .insertInto('songs')
        .values({
          song_title: title,
          song_artist: 'Amina',
          category: 'Chakacha',
          small_description: 'Drums',
          user_id: owner,
          song_image: 'AAAAAAAAAAAAAAAAAAAAAA.webp',
          song_file: 'AAAAAAAAAAAAAAAAAAAAAA.mp3',
          created_on: START,
          updated_at: START,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(insertedId);
  }
}

async function firstUser(app: App): Promise<number> {
  const row = await app.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A report of an item as this member (or a guest); `more` may hold a reason the form does not offer. */
export const report = (
  app: App,
  session: TestSession | undefined,
  subject: ReportSubject,
  subject_id: number,
  more: { reason?: string; details?: string } = {},
) => callUnchecked(app, sendReport, { body: { subject, subject_id, reason: 'scam', ...more }, session });

/** Reports an item as each of these members, each one expected to be accepted. */
export async function reportAs(
  app: App,
  sessions: TestSession[],
  subject: ReportSubject,
  id: number,
  tick?: () => void,
) {
  for (const session of sessions) {
    tick?.();
    const response = await report(app, session, subject, id);
    assert.equal(response.statusCode, 201, response.body);
  }
}

/** Where an item stands with the moderators. */
export async function standing(
  app: App,
  subject: ReportSubject,
  id: number,
): Promise<{ moderation: Moderation; moderation_reason: string | null }> {
  const db = app.db as unknown as Kysely<
    Record<string, { id: number; moderation: Moderation; moderation_reason: string | null }>
  >;
  return db
    .selectFrom(TABLES[subject])
    .select(['moderation', 'moderation_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Sets an item's standing straight in the database. */
export async function setStanding(app: App, subject: ReportSubject, id: number, moderation: Moderation) {
  const db = app.db as unknown as Kysely<Record<string, { id: number; moderation: Moderation }>>;
  await db.updateTable(TABLES[subject]).set({ moderation }).where('id', '=', id).execute();
}

/** Every stored report, oldest first. */
export const storedReports = (app: App) => app.db.selectFrom('reports').selectAll().orderBy('id').execute();

/** START plus `seconds`, as a stored timestamp. */
export const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();

/** One page of the console's reported items, as the administrator reads it. */
export async function listPage(app: App, admin: TestSession, page = 1) {
  const response = await callEndpoint(app, listReports, { query: { page }, session: admin });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { status: 'success'; items: ReportedItem[]; page: number; hasMore: boolean };
}

/** An administrator's decision on an item's reports, as sent (good or bad). */
export const decide = (
  app: App,
  admin: TestSession,
  body: { subject: string; subject_id: number; decision: string; reason?: string },
) => callUnchecked(app, decideReports, { body, session: admin });

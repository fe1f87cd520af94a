/**
 * Members' reports of items, and the moderators' decisions on them. An item is hidden
 * (`moderation` 'review') once `REPORTS_TO_HIDE` different members have reported it, until an
 * administrator hides it for good ('removed', its owner told why) or dismisses the reports.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ReportDecision, ReportedItem } from 'shared-ui/contracts/admin';
import type { Moderation } from 'shared-ui/contracts/entities';
import { REPORTS_TO_HIDE, type ReportReason, type ReportSubject } from 'shared-ui/contracts/reports';
import type { NotificationSubject } from 'shared-ui/contracts/notifications';
import { notify, reasonText } from './notifications.repository.ts';
import { fetchPage, type Page, type PageRequest } from './paging.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

/** The table of each kind of item members report. */
export const TABLES = {
  product: 'products',
  article: 'articles',
  comment: 'article_comments',
  video_comment: 'featured_video_comments',
  reel: 'reels',
  song: 'songs',
} as const satisfies Record<ReportSubject, keyof Database>;

const SUBJECTS = Object.keys(TABLES) as ReportSubject[];

type ItemTable = (typeof TABLES)[ReportSubject];

/** What every reported table has: its owner (null for a guest's comment) and its standing. */
interface ItemColumns {
  id: number;
  user_id: number | null;
  moderation: Moderation;
  moderation_reason: string | null;
}

/** The reported tables seen through the columns they share, so one query serves each kind. */
const items = (db: Kysely<Database>) => db as unknown as Kysely<Record<ItemTable, ItemColumns>>;

/** The longest start of a comment shown as its title. */
export const EXCERPT_LENGTH = 80;

/** The start of a comment's text, cut at a word where it can be. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A reel's title: its description, or its number when it has none. */
const reelTitle = (id: number, description: string) => description.trim() || `Reel ${id}`;

/** An item as the console shows it, before its reports are added. */
interface ItemDetail {
  id: number;
  title: string;
  parent_id: number | null;
  owner_id: number | null;
  owner_name: string;
  moderation: Moderation;
}

/** Each kind's items by id, with their title, the item they are under, and their owner. */
const DETAILS: Record<ReportSubject, (db: Kysely<Database>, ids: number[]) => Promise<ItemDetail[]>> = {
  product: async (db, ids) =>
    (
      await db
        .selectFrom('products as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.id', 'i.product_name as title', 'i.user_id', 'u.username', 'i.moderation'])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, row.title, null)),
  article: async (db, ids) =>
    (
      await db
        .selectFrom('articles as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.id', 'i.article_name as title', 'i.user_id', 'u.username', 'i.moderation'])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, row.title, null)),
  comment: async (db, ids) =>
    (
      await db
        .selectFrom('article_comments as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          'i.comment',
          'i.article_id',
          'i.user_id',
          'i.user_name as stored_name',
          'u.username',
          'i.moderation',
        ])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, excerpt(row.comment), row.article_id, row.stored_name)),
  video_comment: async (db, ids) =>
    (
      await db
        .selectFrom('featured_video_comments as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          'i.comment',
          'i.video_id',
          'i.user_id',
          'i.username as stored_name',
          'u.username',
          'i.moderation',
        ])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, excerpt(row.comment), row.video_id, row.stored_name)),
  reel: async (db, ids) =>
    (
      await db
        .selectFrom('reels as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.id', 'i.description', 'i.user_id', 'u.username', 'i.moderation'])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, reelTitle(row.id, row.description), null)),
  song: async (db, ids) =>
    (
      await db
        .selectFrom('songs as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.id', 'i.song_title as title', 'i.user_id', 'u.username', 'i.moderation'])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, row.title, null)),
};

/** An item's detail: a member's by their account, a guest's comment by the name it was left with. */
function owned(
  row: { id: number; user_id: number | null; username: string | null; moderation: Moderation },
  title: string,
  parentId: number | null,
  storedName = '',
): ItemDetail {
  return {
    id: row.id,
    title,
    parent_id: parentId,
    owner_id: row.user_id,
    owner_name: row.user_id === null ? storedName : (row.username ?? storedName),
    moderation: row.moderation,
  };
}

/** A report as a member sends it. */
export interface ReportInput {
  subject: ReportSubject;
  subjectId: number;
  userId: number;
  reason: ReportReason;
  details: string | null;
  now: Date;
}

/** What became of a report: sent (and whether the item is hidden now), or why not. */
export type ReportOutcome =
  { sent: true; hidden: boolean } | { sent: false; why: 'missing' | 'own' | 'repeat' };

/**
 * Takes an item's row for the rest of the transaction and reads its owner and standing: an
 * update that changes nothing, so that on PostgreSQL reports of one item, and decisions on it,
 * run one after the other (SQLite runs one writing transaction at a time anyway) and each
 * counts the others' reports. Undefined when there is no such item.
 */
function takeItem(trx: Transaction<Database>, subject: ReportSubject, id: number) {
  return items(trx)
    .updateTable(TABLES[subject])
    .set((eb) => ({ moderation: eb.ref('moderation') }))
    .where('id', '=', id)
    .returning(['user_id', 'moderation'])
    .executeTakeFirst();
}

/** Whether everyone may see the item: not hidden, and an article published. */
async function isPublic(
  trx: Transaction<Database>,
  subject: ReportSubject,
  id: number,
  moderation: Moderation,
): Promise<boolean> {
  if (moderation !== null) return false;
  if (subject !== 'article') return true;
  const article = await trx.selectFrom('articles').select('status').where('id', '=', id).executeTakeFirst();
  return article?.status === 'published';
}

/** Whether the member has reported the item before (whatever became of that report). */
async function hasReported(trx: Transaction<Database>, report: ReportInput): Promise<boolean> {
  const row = await trx
    .selectFrom('reports')
    .select('id')
    .where('subject', '=', report.subject)
    .where('subject_id', '=', report.subjectId)
    .where('user_id', '=', report.userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a member's report of an item everyone sees, not their own, once per member and item.
 * In the same transaction, the item is hidden for review when it has open reports from
 * `REPORTS_TO_HIDE` members.
 */
export function sendReport(db: Kysely<Database>, report: ReportInput): Promise<ReportOutcome> {
  return inTransaction(db, async (trx) => {
    const item = await takeItem(trx, report.subject, report.subjectId);
    if (!item) return { sent: false, why: 'missing' };
    if (item.user_id === report.userId) return { sent: false, why: 'own' };
    if (!(await isPublic(trx, report.subject, report.subjectId, item.moderation))) {
      // A member whose report helped hide it is told they reported it, not that it is gone.
      return { sent: false, why: (await hasReported(trx, report)) ? 'repeat' : 'missing' };
    }
    const stored = await trx
      .insertInto('reports')
      .values({
        subject: report.subject,
        subject_id: report.subjectId,
        user_id: report.userId,
        reason: report.reason,
        details: report.details,
        created_at: report.now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['subject', 'subject_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return { sent: false, why: 'repeat' };

    const { members } = await trx
      .selectFrom('reports')
      .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('members'))
      .where('subject', '=', report.subject)
      .where('subject_id', '=', report.subjectId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (Number(members) < REPORTS_TO_HIDE) return { sent: true, hidden: false };
    await items(trx)
      .updateTable(TABLES[report.subject])
      .set({ moderation: 'review' })
      .where('id', '=', report.subjectId)
      .where('moderation', 'is', null)
      .execute();
    return { sent: true, hidden: true };
  });
}

/** An item with open reports: its kind and id, its oldest open report, how many. */
interface ReportedKey {
  subject: ReportSubject;
  subject_id: number;
  first_reported_at: string;
  reports_count: number | string;
}

/**
 * A page of the items with open reports, the item whose oldest open report is oldest first,
 * each with its open reports oldest first. Three kinds of query: the page's items (reports of
 * an item since deleted left out), each kind's items on the page, and their reports.
 */
export async function listReportedItems(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<Page<ReportedItem>> {
  const page = await fetchPage<ReportedKey>(request, (window) =>
    db
      .selectFrom('reports as r')
      .select((eb) => [
        'r.subject',
        'r.subject_id',
        eb.fn.min('r.created_at').as('first_reported_at'),
        eb.fn.countAll<number | string>().as('reports_count'),
      ])
      .where('r.status', '=', 'open')
      .where((eb) =>
        eb.or(
          SUBJECTS.map((subject) =>
            eb.and([
              eb('r.subject', '=', subject),
              eb.exists(
                items(db)
                  .selectFrom(TABLES[subject])
                  .select('id')
                  .whereRef('id', '=', eb.ref('r.subject_id')),
              ),
            ]),
          ),
        ),
      )
      .groupBy(['r.subject', 'r.subject_id'])
      .orderBy((eb) => eb.fn.min('r.created_at'))
      .orderBy((eb) => eb.fn.min('r.id'))
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
  if (page.items.length === 0) return { ...page, items: [] };

  const idsByKind = new Map<ReportSubject, number[]>();
  for (const key of page.items)
    idsByKind.set(key.subject, [...(idsByKind.get(key.subject) ?? []), key.subject_id]);
  const kinds = [...idsByKind];
  const details = new Map<string, ItemDetail>();
  for (const [subject, ids] of kinds) {
    for (const detail of await DETAILS[subject](db, ids)) details.set(`${subject}:${detail.id}`, detail);
  }
  const reports = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.subject',
      'r.subject_id',
      'r.reason',
      'r.details',
      'r.user_id as reporter_id',
      'u.username as reporter_name',
      'r.created_at',
    ])
    .where('r.status', '=', 'open')
    .where((eb) =>
      eb.or(
        kinds.map(([subject, ids]) => eb.and([eb('r.subject', '=', subject), eb('r.subject_id', 'in', ids)])),
      ),
    )
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const reportsOf = new Map<string, ReportedItem['reports']>();
  for (const { subject, subject_id, ...report } of reports) {
    const key = `${subject}:${subject_id}`;
    reportsOf.set(key, [...(reportsOf.get(key) ?? []), report]);
  }

  // An item deleted between the queries is left out of the page.
  const listed = page.items.flatMap((key): ReportedItem[] => {
    const id = `${key.subject}:${key.subject_id}`;
    const detail = details.get(id);
    const open = reportsOf.get(id) ?? [];
    if (!detail || open.length === 0) return [];
    const { moderation, id: _id, ...shown } = detail;
    return [
      {
        subject: key.subject,
        subject_id: key.subject_id,
        ...shown,
        hidden: moderation === 'review',
        reports_count: open.length,
        first_reported_at: open[0]!.created_at,
        reports: open,
      },
    ];
  });
  return { ...page, items: listed };
}

/** An administrator's decision on a reported item. */
export interface ReportsDecision {
  subject: ReportSubject;
  subjectId: number;
  decision: ReportDecision;
  reason?: string | null;
  by: number;
  now: Date;
}

/** What a removed item's owner is told it was: a comment by the page it is on. */
function noticeSubject(
  subject: ReportSubject,
  id: number,
  parentId: number | null,
): { subject: NotificationSubject; subject_id: number } {
  const onPage = subject === 'comment' || subject === 'video_comment';
  return { subject, subject_id: onPage ? (parentId ?? id) : id };
}

/**
 * Closes every open report of an item with the decision, and in the same transaction hides the
 * item for good and tells its owner why ('hide'), or shows it again when reports had hidden it
 * ('dismiss': an item a moderator removed stays removed). False when it has no open report.
 */
export function decideReports(db: Kysely<Database>, decision: ReportsDecision): Promise<boolean> {
  const { subject, subjectId, by, now } = decision;
  const reason = reasonText(decision.reason);
  return inTransaction(db, async (trx) => {
    const item = await takeItem(trx, subject, subjectId);
    const closed = await trx
      .updateTable('reports')
      .set({
        status: decision.decision === 'hide' ? 'upheld' : 'dismissed',
        decided_by: by,
        decided_at: now.toISOString(),
        decision_reason: reason,
      })
      .where('subject', '=', subject)
      .where('subject_id', '=', subjectId)
      .where('status', '=', 'open')
      .returning('id')
      .execute();
    if (closed.length === 0) return false;
    if (!item) return true;

    if (decision.decision === 'dismiss') {
      await items(trx)
        .updateTable(TABLES[subject])
        .set({ moderation: null })
        .where('id', '=', subjectId)
        .where('moderation', '=', 'review')
        .execute();
      return true;
    }
    await items(trx)
      .updateTable(TABLES[subject])
      .set({ moderation: 'removed', moderation_reason: reason })
      .where('id', '=', subjectId)
      .execute();
    const [detail] = await DETAILS[subject](trx, [subjectId]);
    if (detail?.owner_id != null) {
      await notify(trx, {
        user_id: detail.owner_id,
        kind: 'removed',
        by,
        ...noticeSubject(subject, subjectId, detail.parent_id),
        subject_title: detail.title,
        reason,
        created_at: now.toISOString(),
      });
    }
    return true;
  });
}

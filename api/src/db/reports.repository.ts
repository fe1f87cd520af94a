/**
 * Members' reports of items, and the moderators' decisions on them. A report weighs what its
 * reporter's standing gives it (shared-ui/src/contracts/report-weight.ts); an item is hidden
 * (`moderation` 'review') once its open reports weigh enough, until an administrator hides it
 * for good ('removed', its owner told why) or dismisses the reports (then more weight is needed).
 * The console's list of reported items is in `reported-items.repository.ts`.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReportDecision } from 'shared-ui/contracts/admin';
import type { Moderation } from 'shared-ui/contracts/entities';
import {
  hides,
  reportWeight,
  type ReportReason,
  type ReporterStanding,
  type ReportSubject,
} from 'shared-ui/contracts/reports';
import type { NotificationSubject } from 'shared-ui/contracts/notifications';
import { notify, reasonText } from './notifications.repository.ts';
import { DETAILS, TABLES, items } from './reported-items.repository.ts';
import type { Database } from './schema.ts';
import { inTransaction } from './transaction.ts';

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
    .returning(['user_id', 'moderation', 'dismissals'])
    .executeTakeFirst();
}

/** Whether the member has anything everyone sees: published content, a review or a comment. */
async function hasTakenPart(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const shown = (subject: Exclude<ReportSubject, 'article'>) =>
    items(trx)
      .selectFrom(TABLES[subject])
      .select('id')
      .where('user_id', '=', userId)
      .where('moderation', 'is', null);
  const row = await trx
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(
            trx
              .selectFrom('articles')
              .select('id')
              .where('user_id', '=', userId)
              .where('status', '=', 'published')
              .where('moderation', 'is', null),
          ),
          ...(['product', 'song', 'reel', 'comment', 'video_comment'] as const).map((subject) =>
            eb.exists(shown(subject)),
          ),
          eb.exists(trx.selectFrom('product_reviews').select('id').where('user_id', '=', userId)),
        ])
        .as('taken_part'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.taken_part);
}

/** What the weight rule reads of a member: role, age, whether they took part, their reports' record. */
async function reporterStanding(trx: Transaction<Database>, userId: number): Promise<ReporterStanding> {
  const user = await trx
    .selectFrom('users')
    .select(['role', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const record = await trx
    .selectFrom('reports')
    .select([
      sql<number | string>`count(case when status = 'upheld' then 1 end)`.as('upheld'),
      sql<number | string>`count(case when status = 'dismissed' then 1 end)`.as('dismissed'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    admin: user.role === 'admin',
    joinedAt: user.created_at,
    takenPart: await hasTakenPart(trx, userId),
    upheld: Number(record.upheld),
    dismissed: Number(record.dismissed),
  };
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
 * Stores a member's report of an item everyone sees, not their own, once per member and item,
 * with what it weighs and whose item it is. In the same transaction, the item is hidden for
 * review when its open reports weigh enough (`hides`).
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
    const weight = reportWeight(await reporterStanding(trx, report.userId), item.dismissals, report.now);
    const [detail] = await DETAILS[report.subject](trx, [report.subjectId]);
    const stored = await trx
      .insertInto('reports')
      .values({
        subject: report.subject,
        subject_id: report.subjectId,
        user_id: report.userId,
        reason: report.reason,
        details: report.details,
        created_at: report.now.toISOString(),
        weight,
        owner_id: item.user_id,
        subject_title: detail?.title ?? '',
      })
      .onConflict((conflict) => conflict.columns(['subject', 'subject_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return { sent: false, why: 'repeat' };

    const open = await trx
      .selectFrom('reports')
      .select('weight')
      .where('subject', '=', report.subject)
      .where('subject_id', '=', report.subjectId)
      .where('status', '=', 'open')
      .execute();
    if (
      !hides(
        open.map((row) => row.weight),
        item.dismissals,
      )
    )
      return { sent: true, hidden: false };
    await items(trx)
      .updateTable(TABLES[report.subject])
      .set({ moderation: 'review' })
      .where('id', '=', report.subjectId)
      .where('moderation', 'is', null)
      .execute();
    return { sent: true, hidden: true };
  });
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
 * item for good and tells its owner why ('hide'), or counts the dismissal and shows the item
 * again when reports had hidden it ('dismiss': an item a moderator removed stays removed). The
 * closed reports never count again. False when it has no open report.
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
        .set((eb) => ({ dismissals: eb('dismissals', '+', 1) }))
        .where('id', '=', subjectId)
        .execute();
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

/**
 * Members' reports of items, and the moderators' decisions on them. An item is hidden
 * (`moderation` 'review') once `REPORTS_TO_HIDE` different members have reported it, until an
 * administrator hides it for good ('removed', its owner told why) or dismisses the reports.
 * The console's list of reported items is in `reported-items.repository.ts`.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ReportDecision } from 'shared-ui/contracts/admin';
import type { Moderation } from 'shared-ui/contracts/entities';
import { REPORTS_TO_HIDE, type ReportReason, type ReportSubject } from 'shared-ui/contracts/reports';
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

import type { Generated, Insertable, Selectable } from 'kysely';
import type { ReportReason, ReportSubject } from 'shared-ui/contracts/reports';

/** What became of a report: open until a moderator hides the item (upheld) or dismisses it. */
export type ReportStatus = 'open' | 'upheld' | 'dismissed';

/**
 * A member's report of an item (migration 0010): one per member and item. Kept when the item is
 * deleted (its owner and title are copied in) and when the reporter's account goes (0011).
 */
export interface ReportsTable {
  id: Generated<number>;
  subject: ReportSubject;
  subject_id: number;
  /** The member who reported it; null once their account is gone. */
  user_id: number | null;
  reason: ReportReason;
  details: string | null;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
  status: Generated<ReportStatus>;
  /** The administrator who decided, when, and why. */
  decided_by: Generated<number | null>;
  decided_at: Generated<string | null>;
  decision_reason: Generated<string | null>;
  /** What it weighed when sent (shared-ui/src/contracts/report-weight.ts). */
  weight: number;
  /** The item's owner when it was reported (null: a guest's comment, or an account since gone). */
  owner_id: number | null;
  /** The item's title when it was reported, shown once the item is deleted. */
  subject_title: string;
}

export type ReportRow = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;

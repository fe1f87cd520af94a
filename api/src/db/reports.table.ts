import type { Generated, Insertable, Selectable } from 'kysely';
import type { ReportReason, ReportSubject } from 'shared-ui/contracts/reports';

/** What became of a report: open until a moderator hides the item (upheld) or dismisses it. */
export type ReportStatus = 'open' | 'upheld' | 'dismissed';

/** A member's report of an item (migration 0010): one per member and item. */
export interface ReportsTable {
  id: Generated<number>;
  subject: ReportSubject;
  subject_id: number;
  /** The member who reported it. */
  user_id: number;
  reason: ReportReason;
  details: string | null;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
  status: Generated<ReportStatus>;
  /** The administrator who decided, when, and why. */
  decided_by: Generated<number | null>;
  decided_at: Generated<string | null>;
  decision_reason: Generated<string | null>;
}

export type ReportRow = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;

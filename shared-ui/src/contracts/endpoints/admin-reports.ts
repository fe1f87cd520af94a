/**
 * The admin console's Reports section (`/api/admin/reports*`): the open reports grouped by item,
 * oldest first, and the decision on an item: hide it (with a reason its owner is shown) or
 * dismiss the reports (a hidden item is shown again). Re-exported by ./admin.ts.
 */
import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint.ts';
import { Id, Page, NullableString, CONSOLE_REFUSALS, ITEM_REFUSALS } from './admin-shared.ts';
import { RemovalReason } from './forms.ts';
import { ReportReasonSchema, ReportSubjectSchema } from './reports.ts';

/** Reported items a page of the section holds. */
export const REPORTS_PAGE_SIZE = 20;

export const ReportSchema = Type.Object({
  reason: ReportReasonSchema,
  details: NullableString,
  reporter_id: Type.Integer(),
  reporter_name: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
});
export type ReportEntry = Static<typeof ReportSchema>;

export const ReportedItemSchema = Type.Object({
  subject: ReportSubjectSchema,
  subject_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The article (comment) or featured video (video_comment) a comment is under; null otherwise',
  }),
  title: Type.String({ description: "The item's name, or the start of a comment's text" }),
  owner_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null for a guest’s comment' }),
  owner_name: Type.String(),
  hidden: Type.Boolean({ description: "Hidden by members' reports until a decision" }),
  reports_count: Type.Integer({ minimum: 1 }),
  first_reported_at: Type.String({ description: 'ISO 8601 UTC' }),
  reports: Type.Array(ReportSchema, { description: 'The open reports, oldest first' }),
});
export type ReportedItem = Static<typeof ReportedItemSchema>;

export const listReports = endpoint({
  method: 'GET',
  path: 'admin/reports',
  summary: `Items with open reports, oldest report first, ${REPORTS_PAGE_SIZE} a page`,
  policy: 'admin',
  query: Type.Object({ page: Page }),
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      items: Type.Array(ReportedItemSchema),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...CONSOLE_REFUSALS,
  },
});

export const ReportDecisionSchema = Type.Enum(['hide', 'dismiss'], {
  description:
    'hide: removed from public view (its owner sees the reason); dismiss: the reports are closed and a hidden item is shown again',
});
export type ReportDecision = Static<typeof ReportDecisionSchema>;

export const decideReports = endpoint({
  method: 'POST',
  path: 'admin/reports/decide',
  summary: 'Hide a reported item, or dismiss its reports',
  description:
    'Closes every open report of the item with the decision, who made it and why; hiding tells the ' +
    'owner (a "removed" notification with the reason). 404 when the item has no open report.',
  policy: 'admin',
  body: Type.Object({
    subject: ReportSubjectSchema,
    subject_id: Id('The item'),
    decision: ReportDecisionSchema,
    reason: RemovalReason,
  }),
  answers: {
    200: Type.Object({ status: Type.Literal('success'), message: Type.String() }),
    ...ITEM_REFUSALS,
  },
});

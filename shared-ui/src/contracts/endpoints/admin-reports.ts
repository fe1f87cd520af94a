/**
 * The admin console's Reports section (`/api/admin/reports*`): the open reports grouped by item,
 * oldest first (an item its owner deleted while reported included), each with what it weighs,
 * and the decision on an item: hide it (with a reason its owner is shown) or dismiss the reports
 * (a hidden item is shown again, and hiding it again takes twice the weight). Re-exported by
 * ./admin.ts.
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
  reporter_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "null once the reporter's account is gone",
  }),
  reporter_name: Type.String({ description: "'' once the reporter's account is gone" }),
  weight: Type.Integer({
    minimum: 0,
    description: "What the report weighed when sent (its reporter's standing)",
  }),
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
  deleted: Type.Boolean({
    description: 'Deleted by its owner while reported: its title and owner are as they were when reported',
  }),
  weight: Type.Integer({ minimum: 0, description: 'What its open reports weigh together' }),
  weight_to_hide: Type.Integer({
    minimum: 1,
    description: 'The weight that hides it: doubled for each time its reports were dismissed',
  }),
  owner_record: Type.Object(
    {
      removed: Type.Integer({ minimum: 0, description: 'Their items moderators hid after reports' }),
      deleted: Type.Integer({ minimum: 0, description: 'Their items they deleted while reported' }),
    },
    { description: "The owner's record over all their reported items (zeros for a guest's comment)" },
  ),
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

/**
 * Reports (`/api/reports/*`): a member tells the moderators that a listing, an article, a
 * comment, a reel or a song is a scam, offensive, spam or wrong. Every report reaches the
 * moderators; an item whose open reports weigh enough (../report-weight.ts) is hidden from every
 * public list and page at once, until an administrator decides (the console's Reports section:
 * ./admin-reports.ts).
 */
import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint.ts';
import { StatusAnswer, refusals } from './forms.ts';
import { REPORTER_MIN_AGE_DAYS, REPORTS_TO_HIDE } from '../report-weight.ts';

export * from '../report-weight.ts';

/** What can be reported: `video_comment` is a comment under a featured video. */
export const ReportSubjectSchema = Type.Enum(
  ['product', 'article', 'comment', 'video_comment', 'reel', 'song'],
  {
    description: 'product, article, comment (on an article), video_comment (on a featured video), reel, song',
  },
);
export type ReportSubject = Static<typeof ReportSubjectSchema>;
export const REPORT_SUBJECTS = ReportSubjectSchema.enum;

/** Why: the dialog's radio buttons, in this order. */
export const ReportReasonSchema = Type.Enum(['scam', 'offensive', 'spam', 'misleading', 'other'], {
  description:
    'scam: Scam or fraud; offensive: Offensive or hateful; spam; misleading: Misleading or wrong; other',
});
export type ReportReason = Static<typeof ReportReasonSchema>;
export const REPORT_REASONS = ReportReasonSchema.enum;

/** The longest "Details" a report takes. */
export const REPORT_DETAILS_MAX = 500;
/** Reports one member may send in an hour (one address's: the `REPORTS_PER_HOUR` setting). */
export const REPORTS_PER_MEMBER_HOUR = 20;

export { ModerationSchema, type Moderation } from '../entities/index.ts';

export const ReportBody = Type.Object({
  subject: ReportSubjectSchema,
  subject_id: Type.Integer({ minimum: 1, description: 'The id of the item' }),
  reason: ReportReasonSchema,
  details: Type.Optional(
    Type.String({ maxLength: REPORT_DETAILS_MAX, description: 'Optional, at most 500 characters' }),
  ),
});
export type ReportBody = Static<typeof ReportBody>;

export const sendReport = endpoint({
  method: 'POST',
  path: 'reports/send',
  summary: 'Report an item to the moderators (once per member and item)',
  description:
    'A member may not report their own item (403), nor one item twice (409). Every report reaches the ' +
    `moderators; reports from ${REPORTS_TO_HIDE} established members (accounts at least ` +
    `${REPORTER_MIN_AGE_DAYS} days old that have published content, a review or a comment) hide the item ` +
    'from every public list and page until an administrator decides, twice that weight after each ' +
    "dismissal; an administrator's report hides it at once. At most " +
    `${REPORTS_PER_MEMBER_HOUR} reports per member an hour, and as many per address as the server allows ` +
    '(429, with Retry-After).',
  policy: 'signed-in',
  body: ReportBody,
  answers: {
    201: Type.Object({ status: Type.Literal('success'), message: Type.String() }),
    ...refusals(StatusAnswer, 400, 401, 403, 404, 409, 429),
  },
});

/**
 * How much a member's report weighs, and how much weight hides an item: the one rule of trust
 * and safety, pure so the server applies it and the console explains it from the same numbers.
 *
 * A report always reaches the moderators. It hides an item by itself only with weight:
 * - an administrator's report carries all the weight the item needs (it hides at once);
 * - an established member's carries `MEMBER_REPORT_WEIGHT`: an account at least
 *   `REPORTER_MIN_AGE_DAYS` old that has taken part (published content, a review or a comment
 *   everyone sees), whose reports moderators have not mostly dismissed;
 * - anyone else's (a new account, one that has never taken part, one whose reports are mostly
 *   dismissed) weighs nothing.
 * Open reports hide an item once their weights reach `weightToHide`: `REPORTS_TO_HIDE`, doubled
 * for each time a moderator dismissed the item's reports.
 */

/** The weight of open reports that hides an item no moderator has dismissed: three members. */
export const REPORTS_TO_HIDE = 3;
/** What an established member's report weighs. */
export const MEMBER_REPORT_WEIGHT = 1;
/** How old, in days, an account must be before its reports weigh anything. */
export const REPORTER_MIN_AGE_DAYS = 3;
/**
 * Dismissed reports from which a member whose reports are mostly dismissed (more dismissed than
 * upheld) stops counting.
 */
export const DISMISSED_REPORTS_TO_STOP = 3;
/** Dismissals past which the weight to hide stops doubling (it stays a whole 32-bit number). */
export const MAX_DOUBLINGS = 20;

const DAY_MS = 86_400_000;

/** What the rule reads of a reporter when they report. */
export interface ReporterStanding {
  admin: boolean;
  /** When the account was made, ISO 8601. */
  joinedAt: string;
  /** Whether they have published content, a review or a comment everyone sees. */
  takenPart: boolean;
  /** Their earlier reports moderators upheld, and dismissed. */
  upheld: number;
  dismissed: number;
}

/** Why a member's report weighs nothing, or null when it counts. */
export type NoWeight = 'new' | 'not-taken-part' | 'mostly-dismissed';

/** Why this member's report weighs nothing at `now`, or null when it counts. */
export function noWeightReason(reporter: ReporterStanding, now: Date): NoWeight | null {
  if (reporter.admin) return null;
  if (now.getTime() - Date.parse(reporter.joinedAt) < REPORTER_MIN_AGE_DAYS * DAY_MS) return 'new';
  if (!reporter.takenPart) return 'not-taken-part';
  if (reporter.dismissed >= DISMISSED_REPORTS_TO_STOP && reporter.dismissed > reporter.upheld)
    return 'mostly-dismissed';
  return null;
}

/** The weight of open reports that hides an item whose reports were dismissed `dismissals` times. */
export function weightToHide(dismissals: number): number {
  return REPORTS_TO_HIDE * 2 ** Math.min(Math.max(dismissals, 0), MAX_DOUBLINGS);
}

/** What a report weighs, sent at `now` about an item dismissed `dismissals` times. */
export function reportWeight(reporter: ReporterStanding, dismissals: number, now: Date): number {
  if (reporter.admin) return weightToHide(dismissals);
  return noWeightReason(reporter, now) === null ? MEMBER_REPORT_WEIGHT : 0;
}

/** Whether open reports of these weights hide an item dismissed `dismissals` times. */
export function hides(openWeights: readonly number[], dismissals: number): boolean {
  return openWeights.reduce((sum, weight) => sum + weight, 0) >= weightToHide(dismissals);
}

/**
 * Shared by the media routes (music, reels, YouTube, featured videos): a payload's
 * user id must be the caller's own, only the owner or an administrator deletes an
 * item; the own-list answers and the per-address limits on likes and comments.
 */
import type { SessionUser } from '../../db/sessions.repository.ts';
import { describeValidation } from '../../plugins/app/error-handler.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { UploadError } from '../../uploads/upload-error.ts';

/** Refuses (400 or 403) a form's `user_id` that is missing or not the caller's id. */
export function checkPayloadUser(value: string | undefined, user: SessionUser): void {
  if (value === undefined || value.trim() === '') throw new UploadError(400, mediaMessages.userIdRequired);
  if (Number(value.trim()) !== user.id) throw new UploadError(403, mediaMessages.ownAccountOnly);
}

export const mayDelete = (user: SessionUser, ownerId: number) => user.role === 'admin' || user.id === ownerId;

/** The refusal of an own-list query: the spec's user id first, then any other problem. */
export function ownListProblem(issues: { instancePath: string; params: unknown }[]): string {
  const issue = issues[0];
  const missing = (issue?.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (!issue || issue.instancePath === '/userid' || missing === 'userid') return mediaMessages.badUserId;
  return describeValidation(issues as Parameters<typeof describeValidation>[0]);
}

/** One page of an own list (rows fetched with `limit + 1`) in the `{status, data, message}` shape. */
export function ownListPage<T>(rows: T[], page: number, limit: number, none: string, found: string) {
  const data = rows.slice(0, limit);
  return {
    status: 'success' as const,
    data,
    message: data.length === 0 ? none : found,
    page,
    hasMore: rows.length > limit,
  };
}

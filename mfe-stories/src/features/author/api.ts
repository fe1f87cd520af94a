import { idFromAddress, read, readOf, replyOf, type AnswerOf } from 'shared-ui';
import { getUserProfile, getUserStats } from 'shared-ui/contracts/users';
import { takeDocumentAnswer } from 'shared-ui/document-answers';

/** A member's public profile (spec section 3). */
export type AuthorProfile = AnswerOf<typeof getUserProfile>['profile'];

/** The author's follower figures. */
export type AuthorStats = AnswerOf<typeof getUserStats>;

/** An author as the page shows them: the profile, and the figures when they could be read. */
export interface Author {
  profile: AuthorProfile;
  stats: AuthorStats | null;
}

const memberQuery = (userId: string) => ({ query: { user_id: idFromAddress(userId) } });

export const profileRead = (userId: string) => readOf(getUserProfile, memberQuery(userId));
export const statsRead = (userId: string) => readOf(getUserStats, memberQuery(userId));

/** The figures a success answer of the stats read holds, or null (a failed read gives none). */
function statsFromAnswer(body: unknown): AuthorStats | null {
  const stats = body as Partial<AuthorStats> | null | undefined;
  return typeof stats?.followersCount === 'number'
    ? { followersCount: stats.followersCount, followingCount: stats.followingCount ?? 0 }
    : null;
}

/**
 * The author a success answer of the profile read holds, with the figures of the stats read's
 * answer (undefined when it failed), or undefined when it holds no profile.
 */
export function authorFromAnswers(profileBody: unknown, statsBody: unknown): Author | undefined {
  const profile = (profileBody as { profile?: unknown } | null)?.profile;
  if (!profile || typeof profile !== 'object') return undefined;
  return { profile: profile as AuthorProfile, stats: statsFromAnswer(statsBody) };
}

/** The author's profile and follower figures; null when there is no such member. Throws on network failure. */
export async function getAuthor(userId: string): Promise<Author | null> {
  const [profileResponse, statsResponse] = await Promise.all([
    read(getUserProfile, memberQuery(userId)),
    read(getUserStats, memberQuery(userId)),
  ]);
  if (profileResponse.status === 404 || profileResponse.status === 400) return null;
  const profile = await replyOf(getUserProfile, profileResponse);
  const stats = statsResponse.ok ? await replyOf(getUserStats, statsResponse) : undefined;
  const author = profileResponse.ok ? authorFromAnswers(profile, stats) : undefined;
  if (!author) throw new Error(`Profile answer ${profileResponse.status}`);
  return author;
}

/**
 * The author when the page's document came with their profile (a first visit), else undefined.
 * The document carries success answers only: without the figures' answer there are none, as
 * when their read fails; without the profile's, both are read as before.
 */
export function documentAuthor(userId: string): Author | undefined {
  const profile = takeDocumentAnswer(profileRead(userId));
  return profile === undefined
    ? undefined
    : authorFromAnswers(profile, takeDocumentAnswer(statsRead(userId)));
}
